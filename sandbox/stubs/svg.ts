/** Placeholder images: currency flags and bonus pictures, drawn as small SVGs. */
const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function flagSvg(code: string): string {
  const label = escapeXml(code.toUpperCase().slice(0, 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="hsl(${hue(code)},60%,45%)"/><text x="15" y="14" font-family="sans-serif" font-size="9" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

export function bonusSvg(kind: string): string {
  const label = escapeXml(kind.slice(0, 20));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" rx="16" fill="hsl(${hue(kind)},70%,35%)"/><text x="160" y="100" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}
