/**
 * The studio's client (cli/studio/client/: React, as the runtime uses) bundled with esbuild when the
 * studio first serves it, kept in memory: one script and one style sheet, no build step to forget.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';

/** The client's sources: beside this file, wherever the project the studio edits is. */
const CLIENT_DIR = fileURLToPath(new URL('./client/', import.meta.url));

export function clientBundle(): () => Promise<{ js: string; css: string }> {
  let made: Promise<{ js: string; css: string }> | undefined;
  return () =>
    (made ??= (async () => {
      const { build } = await import('esbuild');
      const dir = CLIENT_DIR;
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
