/** The build's progress line: redrawn in place in a terminal, one summary line in logs; `promo build --verbose`'s page list. */
import { describe, expect, it } from 'vitest';
import { buildProgress } from '../../cli/commands/buildProgress.ts';
import { pageList } from '../../cli/commands/pageList.ts';

function run(tty: boolean, note?: string) {
  let clock = 0;
  let text = '';
  const p = buildProgress(
    {
      out: (s) => {
        text += s;
      },
      tty,
      now: () => clock,
    },
    'Pages rendered',
    3,
    note,
  );
  for (let i = 0; i < 3; i++) {
    clock += 1000;
    p.tick();
  }
  clock += 200;
  p.finish();
  return text;
}

describe('buildProgress', () => {
  it('prints one summary line, and nothing per page, when not in a terminal', () => {
    expect(run(false)).toBe('✔ Pages rendered 3/3 in 3.2 s\n');
  });

  it('says what the count is made of: the pages and the 404 page', () => {
    expect(run(false, '2 pages + the 404 page')).toBe('✔ Pages rendered 3/3 in 3.2 s (2 pages + the 404 page)\n');
  });

  it('redraws "done/total · elapsed" in place in a terminal and leaves the summary', () => {
    const text = run(true);
    expect(text).toContain('\r\x1b[K  Pages rendered 1/3 · 1.0 s');
    expect(text).toContain('\r\x1b[K  Pages rendered 3/3 · 3.0 s');
    expect(text.endsWith('\r\x1b[K✔ Pages rendered 3/3 in 3.2 s\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
  });
});

describe('pageList (promo build --verbose)', () => {
  it('lists every page by its address, marking those this build rendered and those kept, then the 404 page', () => {
    expect(pageList('/new-promo/', ['/b/', '/a/', '/a/hi/'], new Set(['/a/hi/']))).toBe(
      [
        '  Pages: 1 rendered by this build, 2 kept unchanged from the previous one',
        '  kept      /new-promo/a/',
        '  rendered  /new-promo/a/hi/',
        '  kept      /new-promo/b/',
        '  rendered  /new-promo/404.html',
        '',
      ].join('\n'),
    );
  });
});
