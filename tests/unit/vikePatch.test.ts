/**
 * The visible patch of Vike kept in patches/ (applied by patch-package on `npm install`): Vike's
 * per-request infinite-loop check drops outdated keys at most once a second instead of walking every
 * key of the last 5 s on each page. This fails the moment the patch no longer applies: package.json
 * must pin vike to exactly the version the patch was made for, and the installed module must hold it.
 * It also checks the patched module still counts, warns past 49 calls and fails past 99 within 5 s.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const vikeDir = createRequire(import.meta.url)
  .resolve('vike/server')
  .replace(/\/dist\/.*$/, '');

describe('the Vike patch', () => {
  it('is made for the exact Vike version package.json pins and installed, and is applied', () => {
    const patches = readdirSync(new URL('patches/', root)).filter((f) => f.startsWith('vike+'));
    expect(patches).toEqual([`vike+${pkg.dependencies.vike}.patch`]);
    expect(pkg.dependencies.vike).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(readFileSync(`${vikeDir}/package.json`, 'utf8')).version).toBe(pkg.dependencies.vike);
    expect(pkg.scripts.postinstall).toMatch(/^patch-package && /);
    expect(readFileSync(`${vikeDir}/dist/utils/catchInfiniteLoop.js`, 'utf8')).toContain(
      'Patched by promo (patches/vike+',
    );
  });

  it('counts, warns and fails like Vike’s, whatever other names came before, with a count restarting after 5 s', async () => {
    const { catchInfiniteLoop } = await import(`${vikeDir}/dist/utils/catchInfiniteLoop.js`);
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 49; i++) catchInfiniteLoop('a()');
      for (let i = 0; i < 2000; i++) catchInfiniteLoop(`request-${i}`);
      expect(warn).not.toHaveBeenCalled();
      catchInfiniteLoop('a()');
      expect(String(warn.mock.calls[0]?.[0])).toContain('a() called 50 times within 5 seconds — infinite loop?');
      for (let i = 0; i < 49; i++) catchInfiniteLoop('a()');
      expect(() => catchInfiniteLoop('a()')).toThrow(/\[vike\].*a\(\) called 100 times within 5 seconds/);
      vi.setSystemTime(1_000_000 + 5001);
      for (let i = 0; i < 99; i++) catchInfiniteLoop('a()');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });
});
