/**
 * The React runtime's libraries: the chunks the client build makes of them (cli/site/runtimeLibraryChunk.ts),
 * the list runtime/boot/loadRuntime.ts evaluates them by, and RUNTIME_LIBRARIES (runtime/boot/runtimeLibraries.ts),
 * which both follow, cannot drift apart; and the chunking is the browser build's alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_LIBRARIES, type RuntimeLibrary } from '../../runtime/boot/runtimeLibraries.ts';
import { runtimeLibraryChunk } from '../../cli/site/runtimeLibraryChunk.ts';
import { WRAPPED_COMMONJS } from '../../cli/site/wrappedCommonjs.ts';
import { clientBuildOptions } from '../../cli/site/clientBuildOptions.ts';
import { REPO } from '../support/tempProject.ts';

/** loadRuntime.ts's list as written: chunk name → the module its import() names, in order. */
function loadRuntimeImports(): [string, string][] {
  const source = readFileSync(join(REPO, 'runtime/boot/loadRuntime.ts'), 'utf8');
  const list = /const LIBRARIES\b[\s\S]*?\}\s*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const chunks = Object.keys(RUNTIME_LIBRARIES) as RuntimeLibrary[];
const chunkOfPackage = (pkg: string) => chunks.find((c) => (RUNTIME_LIBRARIES[c] as readonly string[]).includes(pkg));

describe('runtime libraries', () => {
  it("loadRuntime imports one module of each library's chunk, in RUNTIME_LIBRARIES' order", () => {
    const imports = loadRuntimeImports();
    expect(imports.map(([chunk]) => chunk)).toEqual(chunks);
    for (const [chunk, specifier] of imports)
      expect(RUNTIME_LIBRARIES[chunk as RuntimeLibrary], `${chunk}: import('${specifier}')`).toContain(
        packageOf(specifier),
      );
  });

  it('the order is dependency order: no library needs a package of a chunk evaluated after it', () => {
    const late: string[] = [];
    chunks.forEach((chunk, i) => {
      for (const pkg of RUNTIME_LIBRARIES[chunk]) {
        const manifest = JSON.parse(readFileSync(join(REPO, 'node_modules', pkg, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
          peerDependencies?: Record<string, string>;
        };
        for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
          const depChunk = chunkOfPackage(dep);
          if (depChunk && chunks.indexOf(depChunk) > i) late.push(`${pkg} (${chunk}) needs ${dep} (${depChunk})`);
        }
      }
    });
    expect(late).toEqual([]);
  });

  it("a module goes into its package's chunk; the project's code and other packages are left to Rollup", () => {
    expect(runtimeLibraryChunk('/p/node_modules/scheduler/cjs/scheduler.production.js')).toBe('react');
    expect(runtimeLibraryChunk('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(runtimeLibraryChunk('C:\\p\\node_modules\\react-i18next\\dist\\es\\index.js')).toBe('i18next');
    expect(runtimeLibraryChunk('/p/node_modules/react-hook-form/dist/index.esm.mjs')).toBeUndefined();
    expect(runtimeLibraryChunk('/p/runtime/app/startRuntime.tsx')).toBeUndefined();
  });

  it("the chunking and React DOM's unwrapping are the client build's only: the server bundle is left as Rollup makes it", () => {
    expect(clientBuildOptions.rollupOptions?.output).toEqual({ manualChunks: runtimeLibraryChunk });
    expect(clientBuildOptions.commonjsOptions?.strictRequires).toEqual(WRAPPED_COMMONJS);
    // Read, not imported: loading the Vite config (cli/site/viteConfig.ts, which vite.config.ts exports) loads Vike and its plugins (seconds).
    const config = readFileSync(join(REPO, 'cli/site/viteConfig.ts'), 'utf8');
    expect(config).toMatch(/\benvironments:\s*\{[\s\S]*\bclient:\s*\{\s*build:\s*clientBuildOptions\s*\}/);
    expect(config).not.toMatch(/manualChunks|commonjsOptions|strictRequires/);
  });

  it("only React DOM's client is left unwrapped: React, its index and every other CommonJS module stay wrapped", () => {
    const wrapped = (id: string) => WRAPPED_COMMONJS.some((r) => r.test(id));
    expect(wrapped('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(wrapped('/p/node_modules/react-dom/client.js')).toBe(true);
    expect(wrapped('/p/node_modules/react-dom/cjs/react-dom-client.development.js')).toBe(true);
    expect(wrapped('/p/node_modules/react/cjs/react.production.js')).toBe(true);
    expect(wrapped('/p/node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js')).toBe(
      true,
    );
  });
});
