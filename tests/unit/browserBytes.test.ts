/**
 * What a visitor's browser downloads, on a real build's output (tests/support/sharedBuild.ts):
 * no schema library (TypeBox, ajv) and no Vike router entry in any browser chunk, and the JS a page
 * runs before interaction (its scripts plus their static imports) within 15 KB gzip. Bytes are
 * deterministic, so they are tested; times are measured by `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedBuild } from '../support/sharedBuild.ts';
import { REPO } from '../support/tempProject.ts';
import { builtWarmFiles } from '../../runtime/boot/warmFiles.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

const BUDGET_GZ = 15 * 1024;
const REACT_MARKER = 'react.transitional.element';

/** Strings each library keeps in its code whatever the minifier does (checked against its own source below). */
const MARKERS = [
  {
    library: 'TypeBox',
    text: 'TypeBox.Kind',
    source: 'node_modules/@sinclair/typebox/build/esm/type/symbols/symbols.mjs',
  },
  { library: 'ajv', text: 'schema with key or id', source: 'node_modules/ajv/dist/core.js' },
];

/** The JS a page runs before any interaction: its script tags and modulepreloads, then their static imports (not dynamic import()). */
function jsBeforeInteraction(clientDir: string, basePath: string, html: string): string[] {
  const starts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(join(clientDir, src.slice(basePath.length)), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g))
      visit(new URL(m[1]!, `http://x${src}`).pathname);
  };
  starts.forEach(visit);
  return [...seen];
}

describe('browser bytes', () => {
  let client = '';
  let root = '';
  let chunks: { file: string; code: string }[] = [];
  beforeAll(async () => {
    const build = await sharedBuild();
    expect(build.code, build.stderr).toBe(0);
    root = build.dir;
    client = join(build.dir, 'dist', 'client');
    chunks = readdirSync(join(client, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: f, code: readFileSync(join(client, 'assets', f), 'utf8') }));
  }, 240_000);

  it('the markers are in the libraries themselves (so their absence below means something)', () => {
    for (const m of MARKERS) expect(readFileSync(join(REPO, m.source), 'utf8'), m.library).toContain(m.text);
  });

  it('is a production build though vitest runs it with NODE_ENV=test: no development JSX (jsxDEV) in browser or server code', () => {
    // A development bundle renders nothing under production React ("jsxDEV is not a function") and
    // would be cached as if it were the production one.
    expect(process.env.NODE_ENV).toBe('test');
    const server = readdirSync(join(root, CACHES.bundleCache.path), { recursive: true, encoding: 'utf8' })
      .filter((f) => /[\\/]server[\\/].*\.m?js$/.test(f))
      .map((f) => ({ file: f, code: readFileSync(join(root, CACHES.bundleCache.path, f), 'utf8') }));
    expect(server.length).toBeGreaterThan(0);
    expect([...chunks, ...server].filter((c) => c.code.includes('jsxDEV')).map((c) => c.file)).toEqual([]);
  });

  it('no browser chunk carries a schema library', () => {
    expect(chunks.length).toBeGreaterThan(5);
    const found = chunks.flatMap((c) =>
      MARKERS.filter((m) => c.code.includes(m.text)).map((m) => `${c.file}: ${m.library}`),
    );
    expect(found).toEqual([]);
  });

  it("no Vike router entry is emitted (every page loads the project's own client entry)", () => {
    expect(chunks.map((c) => c.file).filter((f) => /entry-(server|client)-routing/.test(f))).toEqual([]);
  });

  it('the JS before interaction of every page stays within 15 KB gzip, and pulls in no React', () => {
    // React's element symbol is in the runtime's chunks (so its absence from the boot script means something).
    expect(chunks.some((c) => c.code.includes(REACT_MARKER))).toBe(true);
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(10);
    const sets = new Map<string, string[]>();
    for (const page of pages) {
      const files = jsBeforeInteraction(client, '/new-promo/', readFileSync(join(client, page), 'utf8'));
      sets.set(files.join(' '), files);
    }
    for (const files of sets.values()) {
      expect(files.length).toBeGreaterThan(0);
      const code = files.map((f) => readFileSync(join(client, f.slice('/new-promo/'.length))));
      const gz = code.reduce((a, b) => a + gzipSync(b).length, 0);
      expect(gz, `${files.join(', ')}: ${gz} bytes gzip`).toBeLessThanOrEqual(BUDGET_GZ);
      expect(
        code.some((c) => c.includes(REACT_MARKER)),
        files.join(', '),
      ).toBe(false);
    }
  });

  it("the runtime's libraries are chunks of their own, so the boot script evaluates them one at a time (runtime/boot/loadRuntime.ts)", () => {
    // React's license comments name each file; the overlay's id is the runtime's own code.
    const holding = (text: string) => chunks.filter((c) => c.code.includes(text)).map((c) => c.file);
    const dom = holding('react-dom-client.production');
    expect(dom.length).toBe(1);
    expect(holding('react.production.js')).not.toContain(dom[0]);
    expect(holding('promo-overlay')).not.toContain(dom[0]);
    expect(holding('promo-overlay').length).toBeGreaterThan(0);
  });

  it("React DOM's client is its chunk's top-level code, not a CommonJS wrapper compiled on the main thread when first called (cli/site/wrappedCommonjs.ts)", () => {
    const dom = chunks.filter((c) => c.code.includes('react-dom-client.production'));
    expect(dom.length).toBe(1);
    // Wrapped, the chunk's top level is a handful of statements and its ~600 functions sit inside one
    // function; unwrapped, they are declared at the top level, where Chromium compiles them off the main thread.
    const topLevelFunctions = (code: string) =>
      parseAst(code).body.filter((s) => s.type === 'FunctionDeclaration').length;
    expect(topLevelFunctions(dom[0]!.code)).toBeGreaterThan(300);
    // React itself stays wrapped (as every other CommonJS module), so the check above tells them apart.
    const react = chunks.filter((c) => c.code.includes('react.production.js'));
    expect(react.length).toBe(1);
    expect(topLevelFunctions(react[0]!.code)).toBeLessThan(20);
  });

  it('the boot script lists the code it fetches ahead of a tap (runtime, sign-up dialog), every file of it built', () => {
    const boot = chunks.filter((c) => c.file.startsWith('entries/') && c.code.includes('modulepreload'));
    expect(boot.length).toBe(1);
    const text = /(["'])(\{"base":.*?\})\1/.exec(boot[0]!.code)?.[2];
    const warm = text ? builtWarmFiles(text) : null;
    expect(warm?.runtime.length).toBeGreaterThan(0);
    expect(warm?.dialogs['sign-up']?.length).toBeGreaterThan(0);
    const files = [...warm!.runtime, ...Object.values(warm!.dialogs).flat(), ...Object.values(warm!.languages).flat()];
    const built = new Set(chunks.map((c) => `/new-promo/assets/${c.file}`));
    expect(files.map((f) => warm!.base + f + warm!.ext).filter((url) => !built.has(url))).toEqual([]);
    // React comes with the runtime, never with the page.
    expect(
      files.some((f) =>
        chunks.find((c) => `/new-promo/assets/${c.file}` === warm!.base + f + warm!.ext)?.code.includes(REACT_MARKER),
      ),
    ).toBe(true);
  });
});
