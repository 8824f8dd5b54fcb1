/**
 * The picture of a report (`promo report --svg <file>`): cumulative conversion per arm at the end of
 * each day, with its 95 % interval as a band, so a manager sees the arms settle (or not) over time.
 * A standalone SVG with no script and no external reference; text is escaped.
 */
import type { Analysis } from './analyseExperiment.ts';

const COLORS = ['#4a5568', '#d9480f', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00'];
const W = 760;
const H = 380;
const M = { left: 56, right: 20, top: 64, bottom: 44 };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const f = (x: number) => x.toFixed(1);

export function reportSvg(title: string, a: Analysis): string {
  const days = a.daily;
  const top = Math.max(0.01, ...days.flatMap((d) => d.arms.map((r) => r.interval[1])));
  // A round top for the scale: the next step of 1, 2 or 5 (in percent points) above the highest interval.
  const step = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2].find((s) => top / s <= 6) ?? 0.25;
  const yMax = Math.min(1, Math.ceil(top / step) * step);
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const x = (i: number) => M.left + (days.length > 1 ? (i / (days.length - 1)) * plotW : plotW / 2);
  const y = (v: number) => M.top + plotH - (v / yMax) * plotH;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12">`,
  );
  out.push(`<title>${esc(title)}</title><rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${M.left}" y="22" font-size="15" font-weight="600">${esc(title)}</text>`);
  out.push(
    `<text x="${M.left}" y="40" fill="#555">Conversion (registered / visitors) so far, at the end of each day, with 95 % intervals</text>`,
  );
  for (let v = 0; v <= yMax + 1e-12; v += step) {
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${f(y(v))}" y2="${f(y(v))}" stroke="#e5e5e5"/><text x="${M.left - 6}" y="${f(y(v) + 4)}" text-anchor="end" fill="#555">${(v * 100).toFixed(step < 0.01 ? 1 : 0)}%</text>`,
    );
  }
  const every = Math.max(1, Math.ceil(days.length / 8));
  days.forEach((d, i) => {
    if (i % every === 0 || (i === days.length - 1 && i % every >= every / 2))
      out.push(
        `<text x="${f(x(i))}" y="${H - M.bottom + 18}" text-anchor="middle" fill="#555">${esc(d.day.slice(5))}</text>`,
      );
  });
  a.arms.forEach((arm, k) => {
    const color = COLORS[k % COLORS.length]!;
    const pts = days.map((d, i) => ({ i, r: d.arms[k]! })).filter((p) => p.r.visitors > 0);
    if (!pts.length) return;
    const band = [
      ...pts.map((p) => `${f(x(p.i))},${f(y(p.r.interval[1]))}`),
      ...[...pts].reverse().map((p) => `${f(x(p.i))},${f(y(p.r.interval[0]))}`),
    ];
    out.push(
      `<g data-arm="${esc(arm.id)}"><polygon points="${band.join(' ')}" fill="${color}" fill-opacity="0.15" stroke="none"/>`,
    );
    out.push(
      `<polyline points="${pts.map((p) => `${f(x(p.i))},${f(y(p.r.conversion))}`).join(' ')}" fill="none" stroke="${color}" stroke-width="2"/>`,
    );
    for (const p of pts) out.push(`<circle cx="${f(x(p.i))}" cy="${f(y(p.r.conversion))}" r="2.5" fill="${color}"/>`);
    out.push('</g>');
    const lx = M.left + k * 170;
    out.push(
      `<rect x="${lx}" y="${H - 14}" width="10" height="10" fill="${color}"/><text x="${lx + 14}" y="${H - 5}">${esc(arm.control ? `${arm.id} (control)` : arm.id)} ${(arm.conversion * 100).toFixed(1)}%</text>`,
    );
  });
  out.push(
    `<line x1="${M.left}" x2="${M.left}" y1="${M.top}" y2="${M.top + plotH}" stroke="#999"/><line x1="${M.left}" x2="${W - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#999"/>`,
  );
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
