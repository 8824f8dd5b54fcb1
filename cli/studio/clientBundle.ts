/**
 * The studio's client (cli/studio/client/: React, as the runtime uses) bundled with esbuild when the
 * studio first serves it, kept in memory: the entry script (`app.js`), the chunks it loads when needed
 * (the YAML view's code editor: `chunk-<hash>.js`), and one style sheet. No build step to forget.
 */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';

/** The client's sources: beside this file, wherever the project the studio edits is. */
const CLIENT_DIR = fileURLToPath(new URL('./client/', import.meta.url));

export interface ClientFiles {
  /** Each script by its name under /studio/ (app.js and its chunks). */
  scripts: Map<string, string>;
  css: string;
}

export function clientBundle(): () => Promise<ClientFiles> {
  let made: Promise<ClientFiles> | undefined;
  return () =>
    (made ??= (async () => {
      const { build } = await import('esbuild');
      const dir = CLIENT_DIR;
      const result = await build({
        entryPoints: { app: join(dir, 'main.tsx') },
        bundle: true,
        splitting: true,
        outdir: '/studio',
        entryNames: '[name]',
        chunkNames: 'chunk-[hash]',
        write: false,
        format: 'esm',
        target: 'es2022',
        minify: true,
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      return {
        scripts: new Map(result.outputFiles.map((f) => [basename(f.path), f.text])),
        css: await readFile(join(dir, 'studio.css'), 'utf8'),
      };
    })());
}
