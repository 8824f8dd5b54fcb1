/**
 * `promo report` as text: a heading, one line per arm, the verdict, and a footnote on what is
 * counted and how it is tested. Short enough to read in a terminal; `--format json` has the same numbers.
 */
import type { Analysis } from './analyseExperiment.ts';
import { grouped } from './verdict.ts';

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
const signedPct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(0)}%`;
/** A lift's interval; beyond ±1000 % it says only that (too few visitors to bound it). */
const liftRange = ([lo, hi]: [number, number]) => `${signedPct(lo)} to ${hi > 10 ? 'over +1000%' : signedPct(hi)}`;
const day = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');

export function formatReport(title: string, a: Analysis): string {
  const head = ['ARM', 'SPLIT', 'VISITORS', 'OPENED', 'REGISTERED', 'CONVERSION', '95% INTERVAL', 'VS CONTROL'];
  const body = a.arms.map((r) => [
    r.control ? `${r.id} (control)` : r.id,
    `${pct(r.observedShare)} of ${pct(r.share, 0)}`,
    grouped(r.visitors),
    grouped(r.openers),
    grouped(r.registrants),
    pct(r.conversion),
    `${pct(r.interval[0])}–${pct(r.interval[1])}`,
    r.control
      ? '—'
      : r.vsControl
        ? `${r.vsControl.lift !== null ? signedPct(r.vsControl.lift) : `${(r.vsControl.difference * 100).toFixed(1)} pts`}${r.vsControl.liftInterval ? ` (${liftRange(r.vsControl.liftInterval)})` : ''}, p${r.vsControl.p < 0.001 ? '<0.001' : `=${r.vsControl.p.toFixed(3)}`}`
        : 'not yet (needs visitors and a registration)',
  ]);
  const table = [head, ...body];
  const widths = head.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const lines = table.map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  const span =
    a.first !== null && a.last !== null
      ? `${day(a.first)} → ${day(a.last)} UTC, ${a.days.toFixed(1)} days`
      : 'no visitors';
  const left = [
    a.switched ? `${grouped(a.switched)} visitor(s) seen in two arms left out` : '',
    a.unknownArm ? `${grouped(a.unknownArm)} event(s) of arms the campaign does not declare left out` : '',
  ].filter(Boolean);
  const srm = a.sampleRatio
    ? `split check p=${a.sampleRatio.p < 0.001 ? a.sampleRatio.p.toPrecision(2) : a.sampleRatio.p.toFixed(3)}`
    : '';
  return [
    `${title} · ${span}`,
    ...lines,
    '',
    `Verdict: ${a.verdict.text}`,
    '',
    `Counted per visitor (a visitor counts once per arm${left.length ? `; ${left.join('; ')}` : ''}). Conversion = registered / visitors.`,
    `VS CONTROL: lift in registrations per visitor with its always-valid 95% interval (mSPRT), safe to read every day${srm ? `; ${srm} (broken below 0.001)` : ''}.`,
    '',
  ].join('\n');
}
