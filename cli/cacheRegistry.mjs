// Every place the CLI keeps state between runs, or writes output that is not a source: what each holds,
// its key, what makes it stale and whether deleting it loses anything. The ONE copy of these paths:
// every module that reads or writes one takes it from here (tests/unit/cacheRegistry.test.ts fails on a
// second copy), and `promo clean` (cli/commands/clean.ts) deletes what this lists.
// Plain JavaScript, not TypeScript, because cli/compile.mjs (run by npm at install, before anything can
// load TypeScript) needs the compiled CLI's folder; its types are in cacheRegistry.d.mts.

/** The project's own state folder, relative to the project root. */
export const PROMO_DIR = '.promo';

/**
 * By id. `path` is relative to the project root, `/`-separated. `removedBy`: what deletes it —
 * `promo clean`, or only `promo clean --dist` (the site you serve, and the build `promo rollback` needs).
 * `outDir`: a `--out-dir` link; its builds live in `.promo/builds/<name>/` (cli/build/writeAtomically.ts).
 */
export const CACHES = Object.freeze({
  dist: {
    path: 'dist',
    removedBy: 'clean --dist',
    outDir: true,
    holds: 'the current build (a link into .promo/builds/dist/), what promo serve and nginx serve',
    key: 'none: replaced by each promo build in one step',
    invalidatedBy: 'the next promo build',
    safeToDelete: 'no: the site is gone until the next promo build, and promo rollback with it',
  },
  builds: {
    path: `${PROMO_DIR}/builds`,
    removedBy: 'clean --dist',
    holds:
      "every --out-dir's builds: the current one, `previous` (promo rollback) and the `spare` the next build recycles",
    key: '<out-dir made a name>/<ms>-<pid>',
    invalidatedBy: 'each build replaces the spare; older builds go to the trash',
    safeToDelete: 'no: the builds behind dist/ and its rollback',
  },
  trash: {
    path: `${PROMO_DIR}/trash`,
    removedBy: 'clean',
    holds: 'old builds moved aside in one rename, being deleted by a detached process',
    key: '<name>-<pid>-<ms>-<random>',
    invalidatedBy: 'always stale: nothing reads it',
    safeToDelete: 'yes',
  },
  bundleCache: {
    path: `${PROMO_DIR}/bundle-cache`,
    removedBy: 'clean',
    holds:
      'the Vite client and server bundles, hard-linked into each build, each with inputs.json: the files it was made from',
    key: "content hash of the files the bundling read (its module graph, recorded at bundle time), the Vite config and its imports, Vike's + files and the lockfile",
    invalidatedBy:
      'a change to any of those (not to a file the bundles do not import); the two entries used before are kept',
    safeToDelete: 'yes: the next build runs Vite again',
  },
  imageCache: {
    path: `${PROMO_DIR}/image-cache`,
    removedBy: 'clean',
    holds: 'the AVIF and WebP copies of campaign images at each width',
    key: 'content hash of the source image, width, format',
    invalidatedBy: 'pruned after each build to what it and the build before it used',
    safeToDelete: 'yes: the next build encodes the images again',
  },
  viteDeps: {
    // Under a node_modules/ folder, as Vite's own node_modules/.vite is: the plugins that leave dependencies alone
    // (React's Babel refresh transform, Vike's import.meta.env replacement) know them by that path segment.
    path: `${PROMO_DIR}/node_modules/.vite`,
    removedBy: 'clean',
    holds: "Vite's pre-bundled dependencies for promo dev and promo studio (its cacheDir)",
    key: "Vite's own: the lockfile, the Vite config and the dependencies it found",
    invalidatedBy: 'a dependency or Vite config change (Vite bundles them again)',
    safeToDelete: 'yes: bundled again on the next promo dev',
  },
  workerBundle: {
    path: `${PROMO_DIR}/worker-bundle.json`,
    removedBy: 'clean',
    holds: "the background worker's bundled code (sw.js without a build's settings) and the files it was made from",
    key: 'content hash of each file the bundling read, and the esbuild version',
    invalidatedBy: 'a change to any of those files or to esbuild (bundled again)',
    safeToDelete: 'yes: the next build bundles the worker again',
  },
  dialogCache: {
    path: `${PROMO_DIR}/dialog-cache`,
    removedBy: 'clean',
    holds: "each page's pre-rendered call-to-action dialog (runtime/pages/staticDialog.ts), a folder per server bundle",
    key: 'the server bundle; in it, the hash of the dialog kind and data, the boot data it reads, the language and template',
    invalidatedBy:
      'a new bundle (a new folder; a build that makes one removes the folders of bundles gone from the bundle cache)',
    safeToDelete: 'yes: the next build renders the dialogs again',
  },
  validators: {
    path: `${PROMO_DIR}/validators`,
    removedBy: 'clean',
    holds: "ajv's generated code for the campaign schema and the params schemas",
    key: 'hash of the schema, the ajv version and its options',
    invalidatedBy: 'a schema or ajv change (another file name)',
    safeToDelete: 'yes: compiled again on the next check',
  },
  campaignData: {
    path: `${PROMO_DIR}/campaign-data`,
    removedBy: 'clean',
    holds: "each valid campaign's parsed data, for the build",
    key: "the check cache's key (file content hash) in a folder per cache version",
    invalidatedBy: 'an edited file; other versions are removed',
    safeToDelete: 'yes: the next build parses the campaigns again',
  },
  checkCache: {
    path: `${PROMO_DIR}/check-cache.json`,
    removedBy: 'clean',
    holds: "promo check's results per campaign file, and their stat stamps",
    key: 'file content hash; the whole file by a version of the checking code, site config and params schemas',
    invalidatedBy: 'an edited file, or a change to the checking code, the site config or a params schema',
    safeToDelete: 'yes: the next check reads every file again',
  },
  shotDist: {
    path: `${PROMO_DIR}/shot-dist`,
    removedBy: 'clean',
    outDir: true,
    holds: 'the build promo shot photographs (a link into .promo/builds/)',
    key: 'none: rebuilt by each promo shot',
    invalidatedBy: 'the next promo shot',
    safeToDelete: 'yes',
  },
  e2eDist: {
    path: `${PROMO_DIR}/e2e-dist`,
    removedBy: 'clean',
    outDir: true,
    holds: 'the build the browser tests serve (playwright.config.ts)',
    key: 'none: rebuilt when the browser tests start',
    invalidatedBy: 'the next browser test run',
    safeToDelete: 'yes, when no browser test runs',
  },
  compiledCli: {
    path: '.promo-cli',
    removedBy: 'clean',
    holds: 'the CLI compiled by esbuild (cli/compile.mjs); current.json names the build in use',
    key: 'build name b<ms>-<pid>; current.json lists its inputs',
    invalidatedBy: 'a source newer than the build (cli/promo.mjs compiles again)',
    safeToDelete: 'yes, when no other promo command runs: the next one compiles it again',
  },
  stories: {
    path: 'ladle/generated',
    removedBy: 'clean',
    holds: "every campaign's Ladle stories (promo stories)",
    key: '<slug>.stories.tsx and <slug>.json',
    invalidatedBy: 'a campaign file changing (rewritten by promo stories and the Ladle watcher)',
    safeToDelete: 'yes: npm run ladle writes them again',
  },
  shotsReport: {
    path: 'shots-report',
    removedBy: 'clean',
    holds: "promo shot's report of changed screenshots (baseline, new, diff)",
    key: 'none',
    invalidatedBy: 'the next promo shot',
    safeToDelete: 'yes',
  },
});
