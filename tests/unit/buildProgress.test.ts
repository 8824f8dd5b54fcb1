/** The build's progress line: redrawn in place in a terminal, one summary line in logs, pages listed only with --verbose. */
import { describe, expect, it } from 'vitest';
import { buildProgress } from '../../cli/commands/buildProgress.ts';

function run(tty: boolean, verbose = false) {
  let clock = 0;
  let text = '';
  const p = buildProgress({ out: (s) => { text += s; }, tty, verbose, now: () => clock }, 'Pages rendered', 3);
  for (const page of ['a/index.html', 'b/index.html', '404.html']) { clock += 1000; p.tick(page); }
  clock += 200;
  p.finish();
  return text;
}

describe('buildProgress', () => {
  it('prints one summary line, and nothing per page, when not in a terminal', () => {
    expect(run(false)).toBe('✔ Pages rendered 3/3 in 3.2 s\n');
  });

  it('lists each page with --verbose', () => {
    expect(run(false, true)).toBe('  a/index.html\n  b/index.html\n  404.html\n✔ Pages rendered 3/3 in 3.2 s\n');
  });

  it('redraws "done/total · elapsed" in place in a terminal and leaves the summary', () => {
    const text = run(true);
    expect(text).toContain('\r\x1b[K  Pages rendered 1/3 · 1.0 s');
    expect(text).toContain('\r\x1b[K  Pages rendered 3/3 · 3.0 s');
    expect(text.endsWith('\r\x1b[K✔ Pages rendered 3/3 in 3.2 s\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
  });
});
