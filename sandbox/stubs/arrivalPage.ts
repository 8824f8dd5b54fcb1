/**
 * The stub "main application" (/app/*) and authentication service (/auth/*) page: it shows the path and
 * query it was reached with, in #arrived (text), in <title>, and as JSON in <script id="arrival">.
 */
export interface Arrival {
  service: 'app' | 'auth';
  path: string;
  query: Record<string, unknown>;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const safeJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function arrivalPage(a: Arrival): string {
  const heading = a.service === 'app' ? 'Main application (sandbox)' : 'Authentication service (sandbox)';
  const rows = Object.entries(a.query)
    .map(
      ([k, v]) =>
        `<li><code>${escapeHtml(k)}</code> = <code>${escapeHtml(Array.isArray(v) ? v.join(', ') : String(v))}</code></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(a.url)}</title>
<style>body{font:16px/1.5 sans-serif;margin:2rem;background:#111;color:#eee}code{color:#9fe}</style>
</head>
<body>
<h1>${heading}</h1>
<p>Arrived at: <span id="arrived">${escapeHtml(a.url)}</span></p>
<ul id="arrival-query">${rows}</ul>
<script type="application/json" id="arrival">${safeJson({ service: a.service, path: a.path, query: a.query })}</script>
</body>
</html>
`;
}
