/**
 * `promo build --verbose`: every page of the build, each marked "rendered" (made by this build: new,
 * or its data or the bundle changed) or "kept" (the previous build's file, unchanged), by its address,
 * then the 404 page (rendered by every build).
 */
export function pageList(basePath: string, urls: readonly string[], rendered: ReadonlySet<string>): string {
  const base = basePath.replace(/\/$/, '');
  const lines = [...urls].sort().map((url) => `  ${rendered.has(url) ? 'rendered' : 'kept    '}  ${base}${url}`);
  const count = urls.filter((u) => rendered.has(u)).length;
  return `  Pages: ${count} rendered by this build, ${urls.length - count} kept unchanged from the previous one\n${lines.join('\n')}\n  rendered  ${base}/404.html\n`;
}
