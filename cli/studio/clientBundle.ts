/**
 * The studio's client (cli/studio/client/: React, as the runtime uses) bundled with esbuild when the
 * studio first serves it, kept in memory: one script and one style sheet, no build step to forget.
 */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';

export function clientBundle(root: string): () => Promise<{ js: string; css: string }> {
  let made: Promise<{ js: string; css: string }> | undefined;
  return () =>
    (made ??= (async () => {
      const { build } = await import('esbuild');
      const dir = join(root, 'cli', 'studio', 'client');
      const result = await build({
        entryPoints: [join(dir, 'main.tsx')],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        minify: true,
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      return { js: result.outputFiles[0]!.text, css: await readFile(join(dir, 'studio.css'), 'utf8') };
    })());
}
