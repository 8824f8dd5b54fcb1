// Preloaded into a `promo` process by tests (NODE_OPTIONS=--require): when the CLI's main thread exits, the
// CommonJS modules it loaded (require.cache: imported ones included) are written to $PROMO_TEST_LOADED as JSON,
// so a test can say which packages a command did not need to load. Other processes and threads write nothing.
const { writeFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

const out = process.env.PROMO_TEST_LOADED;
if (out && isMainThread && /promo\.mjs$/.test(process.argv[1] ?? ''))
  process.on('exit', () => writeFileSync(out, JSON.stringify(Object.keys(require.cache))));
