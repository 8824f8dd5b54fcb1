/** The HTML report of `promo shot`: baseline, new and diff side by side for every shot that changed. */
export interface ShotResult {
  name: string;
  status: 'same' | 'changed' | 'new' | 'updated';
  ratio: number;
  baseline?: string;
  current: string;
  diff?: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function shotReport(results: readonly ShotResult[], when: string): string {
  const changed = results.filter((r) => r.status === 'changed' || r.status === 'new');
  const rows = changed
    .map(
      (r) => `
  <section>
    <h2>${esc(r.name)} <small>${r.status === 'new' ? 'no baseline yet' : `${(r.ratio * 100).toFixed(2)}% of pixels differ`}</small></h2>
    <div class="row">
      <figure><figcaption>Baseline</figcaption>${r.baseline ? `<img src="${esc(r.baseline)}" alt="baseline of ${esc(r.name)}">` : '<p>none</p>'}</figure>
      <figure><figcaption>New</figcaption><img src="${esc(r.current)}" alt="new ${esc(r.name)}"></figure>
      <figure><figcaption>Diff</figcaption>${r.diff ? `<img src="${esc(r.diff)}" alt="difference for ${esc(r.name)}">` : '<p>size changed</p>'}</figure>
    </div>
  </section>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>promo shot report</title>
<style>body{font:15px system-ui,sans-serif;margin:24px;background:#f6f7fb;color:#111}h1{font-size:22px}h2{font-size:17px}small{color:#666;font-weight:400}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;align-items:start}figure{margin:0;background:#fff;border:1px solid #ddd;padding:8px;border-radius:8px}
figcaption{font-weight:600;margin-bottom:6px}img{width:100%;height:auto;display:block}section{margin-bottom:32px}</style></head>
<body><h1>promo shot — ${changed.length} of ${results.length} screenshot${results.length === 1 ? '' : 's'} changed</h1><p>${esc(when)}. Accept the new ones with <code>promo shot --update</code>.</p>
${rows || '<p>Nothing changed.</p>'}
</body></html>
`;
}
