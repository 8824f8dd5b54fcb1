/**
 * The only gate to leaving the site: a redirect target is followed only when it is an absolute
 * http(s) URL (or a path on this site) whose host is on the site config's allow-list.
 * Rejects protocol-relative and backslash tricks, credentials in the URL, control characters,
 * and any scheme but http(s).
 */
export function safeRedirect(raw: unknown, allowedHosts: readonly string[], here: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // Browsers strip tabs/newlines and treat "\" as "/": refuse anything that could be read two ways.
  if (/[\u0000-\u001f\u007f\\]/.test(raw) || /^\s|\s$/.test(raw)) return null;
  if (raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, here);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const origin = new URL(here);
  const sameSite = url.origin === origin.origin;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  if (!sameSite && !allowedHosts.some((h) => h.toLowerCase() === host.toLowerCase())) return null;
  return url;
}
