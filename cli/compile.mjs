// Compiles the TypeScript CLI (cli/main.ts and what it imports from model/, sandbox/, …) into
// .promo-cli/<build>/ with esbuild: ESM, npm packages left external, code split so each command
// loads only its own modules. Run at install (postinstall) and by cli/promo.mjs when the sources
// changed. .promo-cli/current.json names the build, when it started and its inputs (for the
// staleness check); it is replaced atomically, so concurrent runs never see a half-written build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHES } from './cacheRegistry.mjs';

export const OUT = CACHES.compiledCli.path;
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** Builds older than this (not the current one) are removed; a running command may still load chunks from its own. */
const KEEP_OLD_MS = 10 * 60_000;

/**
 * A module that locates files next to itself keeps doing so once bundled: `import.meta.url` becomes
 * the URL of the source file, computed from the chunk's own URL (chunks sit two folders below the root).
 */
export const sourceUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = relative(ROOT, args.path).split('\\').join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify('../../' + rel)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

export async function compile(root = ROOT) {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const name = `b${startedAt.toString(36)}-${process.pid}`;
  const outdir = join(root, OUT, name);
  const result = await build({
    absWorkingDir: root,
    // The check, render and studio workers are entries of their own (cli/campaign/checkPool.ts, cli/build/renderPool.ts, cli/studio/workerProject.ts find them beside the chunks).
    entryPoints: {
      main: 'cli/main.ts',
      'check-worker': 'cli/campaign/checkWorker.ts',
      'render-worker': 'cli/build/renderWorker.ts',
      'studio-worker': 'cli/studio/studioWorker.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    // The compiled code's identity (a new name for every change of the sources): cli/build/planFragments.ts.
    define: { PROMO_CLI_BUILD: JSON.stringify(name) },
    plugins: [sourceUrl],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules'));
  const current = join(root, OUT, 'current.json');
  const tmp = `${current}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ build: name, startedAt, inputs }, null, 1));
  renameSync(tmp, current);
  for (const old of readdirSync(join(root, OUT))) {
    if (old === name || !old.startsWith('b')) continue;
    const path = join(root, OUT, old);
    if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
  }
  return join(outdir, 'main.js');
}

/** The compiled entry when it is newer than every one of its inputs, else null. */
export function freshBuild(root = ROOT) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(root, OUT, 'current.json'), 'utf8'));
  } catch (e) {
    if (e?.code === 'ENOENT' || e instanceof SyntaxError) return null;
    throw e;
  }
  for (const f of stamp.inputs) {
    try {
      if (statSync(join(root, f)).mtimeMs >= stamp.startedAt) return null;
    } catch (e) {
      if (e?.code === 'ENOENT') return null;
      throw e;
    }
  }
  return join(root, OUT, stamp.build, 'main.js');
}

// `node cli/compile.mjs` (postinstall): a failed compile does not fail the install; promo then runs through tsx.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    mkdirSync(join(ROOT, OUT), { recursive: true });
    const entry = await compile();
    console.log(`promo: compiled the CLI into ${relative(process.cwd(), dirname(entry)) || '.'}`);
  } catch (e) {
    console.warn(
      `promo: could not compile the CLI (${e instanceof Error ? e.message.split('\n')[0] : e}); it will run through tsx.`,
    );
  }
}
