/**
 * The bundle cache's key comes from what the bundling read (cli/build/bundleCache.ts,
 * bundleInputsPlugin.ts): a fake bundler follows the imports of a small project and reports them
 * through the real recording plugin, as Vite's Rollup does, and the cache is asked again after each edit.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundleHash, cachedBundle } from '../../cli/build/bundleCache.ts';
import { bundleInputsPlugin } from '../../cli/build/bundleInputsPlugin.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

let root: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'promo-bundle-graph-'));
  for (const [file, text] of Object.entries({
    'package.json': '{}',
    'package-lock.json': '{}',
    'tsconfig.json': '{}',
    'vite.config.ts': "import './cli/site/vitePluginPromo.ts'",
    'cli/site/vitePluginPromo.ts': 'export {}',
    'runtime/pages/+config.ts': 'export default {}',
    'runtime/pages/campaign/+Page.tsx': "import { Hero } from '../../components/Hero.tsx'; import 'react'",
    'runtime/components/Hero.tsx': 'export const Hero = 1',
    'runtime/components/Unused.tsx': 'export const Unused = 1',
    'runtime/README.md': '# runtime',
    'tests/unit/hero.test.ts': 'test',
    'campaigns/x.yaml': 'slug: x',
    'node_modules/react/index.js': 'react',
  }))
    put(file, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Follows `import … '<path>'` from each page as a bundler would, and records the graph with the real plugin (client and server). */
async function fakeVite(out: string, during?: () => void): Promise<void> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/import [^']*'([^']+)'/g)) {
      visit(spec!.startsWith('.') ? join(dirname(file), spec!) : join(root, 'node_modules', spec!, 'index.js'));
    }
  };
  visit(join(root, 'runtime/pages/campaign/+Page.tsx'));
  during?.();
  mkdirSync(join(out, 'server'), { recursive: true });
  for (const environment of ['client', 'ssr']) {
    const plugin = bundleInputsPlugin(root, out) as {
      configResolved: (c: unknown) => void;
      buildEnd: (this: unknown, e?: Error) => void;
    };
    plugin.configResolved({
      configFileDependencies: [join(root, 'vite.config.ts'), join(root, 'cli/site/vitePluginPromo.ts')],
    });
    // Rollup's ids: files, a query, a virtual module, a dependency.
    const ids = [
      ...seen,
      `${join(root, 'runtime/components/Hero.tsx')}?used`,
      '\0virtual:vike:pageConfigs',
      'virtual:vike:entry',
    ];
    plugin.buildEnd.call({ getWatchFiles: () => ids, environment: { name: environment } });
  }
}

let made = 0;
async function build(during?: () => void): Promise<{ name: string; reused: boolean }> {
  const name = await bundleHash(root);
  const { reused } = await cachedBundle(root, name, (out) => {
    made++;
    return fakeVite(out, during);
  });
  return { name, reused };
}

describe('the bundle cache key, from the module graph', () => {
  it('records the project files the bundle read: no dependency, virtual module or query', async () => {
    const { name } = await build();
    const inputs = JSON.parse(readFileSync(join(root, CACHES.bundleCache.path, name, 'inputs.json'), 'utf8'));
    expect(inputs.files).toEqual(
      expect.arrayContaining([
        'runtime/pages/campaign/+Page.tsx',
        'runtime/components/Hero.tsx',
        'cli/site/vitePluginPromo.ts',
        'vite.config.ts',
        'package-lock.json',
      ]),
    );
    expect(inputs.files.filter((f: string) => /node_modules|virtual|\?|Unused|README|campaigns|tests/.test(f))).toEqual(
      [],
    );
    expect(await bundleHash(root)).toBe(name);
  });

  it('a file in the graph invalidates it; a README, a test, a campaign or a file nothing imports does not; undoing an edit finds the old entry', async () => {
    made = 0;
    const first = await build();
    expect(first.reused).toBe(false);
    expect(await build()).toEqual({ name: first.name, reused: true });
    put('runtime/README.md', '# runtime, edited');
    put('tests/unit/hero.test.ts', 'test edited');
    put('tests/unit/new.test.ts', 'a new test');
    put('campaigns/x.yaml', 'slug: y');
    put('runtime/components/Unused.tsx', 'export const Unused = 2');
    expect(await build()).toEqual({ name: first.name, reused: true });
    put('runtime/components/Hero.tsx', 'export const Hero = 2');
    const edited = await build();
    expect(edited.reused).toBe(false);
    expect(edited.name).not.toBe(first.name);
    expect(await build()).toEqual({ name: edited.name, reused: true });
    put('runtime/components/Hero.tsx', 'export const Hero = 1');
    expect(await build()).toEqual({ name: first.name, reused: true });
    expect(made).toBe(2);
  });

  it('a file newly imported by the graph is in the key from then on', async () => {
    await build();
    put('runtime/components/Badge.tsx', 'export const Badge = 1');
    expect((await build()).reused).toBe(true); // nothing imports it yet
    put('runtime/components/Hero.tsx', "import { Badge } from './Badge.tsx'; export const Hero = Badge");
    const importing = await build();
    expect(importing.reused).toBe(false);
    expect(await build()).toEqual({ name: importing.name, reused: true });
    put('runtime/components/Badge.tsx', 'export const Badge = 2');
    expect((await build()).reused).toBe(false);
  });

  it('the configuration invalidates it: the lockfile, an import of the Vite config, a new Vike + file', async () => {
    const edits: [string, string][] = [
      ['package-lock.json', '{"v":2}'],
      ['cli/site/vitePluginPromo.ts', 'export const x = 1'],
      ['runtime/pages/campaign/+Head.tsx', 'export {}'],
    ];
    for (const [file, text] of edits) {
      const before = await build();
      put(file, text);
      const after = await build();
      expect([file, after.reused, after.name === before.name]).toEqual([file, false, false]);
    }
  });

  it('a file saved while the bundler read the graph makes an entry no later build reuses', async () => {
    const racy = await build(() => {
      put('runtime/components/Hero.tsx', 'export const Hero = 3');
      const later = new Date(Date.now() + 5_000);
      utimesSync(join(root, 'runtime/components/Hero.tsx'), later, later);
    });
    expect(racy.reused).toBe(false);
    const saved = new Date(Date.now() - 1_000); // the next build starts after the save
    utimesSync(join(root, 'runtime/components/Hero.tsx'), saved, saved);
    const next = await build();
    expect(next.reused).toBe(false);
    expect(next.name).not.toBe(racy.name);
    expect((await build()).reused).toBe(true);
  });
});
