/**
 * The visible patch of Vike kept in patches/ (applied by patch-package on `npm install`): Vike's
 * per-request infinite-loop check drops outdated keys at most once a second instead of walking every
 * key of the last 5 s on each page. This fails the moment the patch no longer applies: package.json
 * must pin vike to exactly the version the patch was made for, and the installed module must hold it.
 * It also checks the patched module still counts, warns past 49 calls and fails past 99 within 5 s, and
 * that Babel is loaded only when Vike needs it (not by loading its Vite plugin: ~0.5 CPU s of every
 * `promo dev` start), while the pointer imports of a `+config` file are still rewritten with it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
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
    for (const file of [
      'utils/catchInfiniteLoop.js',
      'node/vite/shared/resolveVikeConfigInternal/pointerImports.js',
      'node/vite/plugins/pluginStaticReplace/applyStaticReplace.js',
      'node/vite/shared/getOutDirs.js',
    ])
      expect(readFileSync(`${vikeDir}/dist/${file}`, 'utf8'), file).toContain('Patched by promo (patches/vike+');
  });

  it('loads no Babel with its Vite plugin, nor for a +config file whose only "import" is a word in a comment', () => {
    const script = `
      const { createRequire } = await import('node:module');
      const require = createRequire(${JSON.stringify(`${vikeDir}/package.json`)});
      const babelLoaded = () => Object.keys(require.cache).some((f) => f.includes('/@babel/core/'));
      await import('vike/plugin');
      const { transformPointerImports } = await import(${JSON.stringify(`${vikeDir}/dist/node/vite/shared/resolveVikeConfigInternal/pointerImports.js`)});
      const plain = transformPointerImports('// the shared imports of a page\\nexport default { a: 1 };', '+config.ts', 'all');
      console.log(JSON.stringify({ afterPlugin: babelLoaded(), plain, afterPlain: babelLoaded() }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(root),
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ afterPlugin: false, plain: null, afterPlain: false });
  });

  it('still rewrites a pointer import with Babel, loaded on first use', async () => {
    const { transformPointerImports } = await import(
      `${vikeDir}/dist/node/vite/shared/resolveVikeConfigInternal/pointerImports.js`
    );
    const out: string = transformPointerImports(
      "import { Layout } from './Layout.tsx';\nexport default { Layout };",
      '+config.ts',
      'all',
      true,
    );
    expect(out).toMatch(/^const Layout = '\u200bimport:\.\/Layout\.tsx:Layout';/);
    expect(out).not.toContain("from './Layout.tsx'");
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
