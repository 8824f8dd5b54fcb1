import { describe, expect, it } from 'vitest';
import { AD_PENDING_MAX_MS, AD_TEXT_HEAD_SCRIPT, adTextHead } from '../../model/adTextHead.ts';

/** Runs the head script against a stand-in <html> with these attributes, at this URL; returns what it set and its timer. */
function run(attributes: Record<string, string>, search: string) {
  const attrs = new Map(Object.entries(attributes));
  const html = {
    getAttribute: (n: string) => attrs.get(n) ?? null,
    setAttribute: (n: string, v: string) => attrs.set(n, v),
    removeAttribute: (n: string) => attrs.delete(n),
  };
  const timers: [() => void, number][] = [];
  new Function('document', 'location', 'setTimeout', AD_TEXT_HEAD_SCRIPT)(
    { documentElement: html },
    { search },
    (fn: () => void, ms: number) => timers.push([fn, ms]),
  );
  return { pending: () => attrs.has('data-ad-pending'), timers };
}

describe('ad text head script (model/adTextHead.ts)', () => {
  it("hides the page only when the URL carries a value for one of the campaign's parameters, at most for its time limit", () => {
    const { attributes } = adTextHead(['utm_term', 'team']);
    const names = /data-ad-params="([^"]*)"/.exec(attributes)![1]!;
    expect(names).toBe('utm_term team');
    const hit = run({ 'data-ad-params': names }, '?team=Mumbai');
    expect(hit.pending()).toBe(true);
    expect(hit.timers.map(([, ms]) => ms)).toEqual([AD_PENDING_MAX_MS]);
    hit.timers[0]![0]();
    expect(hit.pending()).toBe(false);
    for (const search of ['', '?other=1', '?team=', '?utm_termx=LaLiga'])
      expect(run({ 'data-ad-params': names }, search).pending(), search).toBe(false);
    expect(run({}, '?utm_term=LaLiga').pending(), 'a page without ad text').toBe(false);
  });

  it('adds nothing to a page whose campaign takes no ad text, and the same script to every page that does', () => {
    expect(adTextHead(undefined)).toEqual({ attributes: '', script: '' });
    expect(adTextHead([])).toEqual({ attributes: '', script: '' });
    expect(adTextHead(['a']).script).toBe(adTextHead(['b', 'c']).script);
  });
});
