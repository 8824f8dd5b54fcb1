// Node module hooks for the render workers (registered by renderWorker.ts before Vike loads): Vike's
// `renderPage` calls `catchInfiniteLoop` once per request with a key of its own (the request number),
// and that function walks every key seen in the last 5 s on each call. A worker rendering thousands of
// pages a few seconds long keeps thousands of keys, so each page paid ≈0.25 ms (quadratic in the pages
// per worker). Vike's module is answered by catchInfiniteLoop.mjs here: the same counts, warning and
// error, with the old keys dropped once a second instead of on every call.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const VIKE_MODULE = '/vike/dist/utils/catchInfiniteLoop.js';
const REPLACEMENT = new URL('./catchInfiniteLoop.mjs', import.meta.url).href;

/** The replacement loads Vike's assert functions beside its module: another Vike layout keeps Vike's own. */
const replaceable = (url) => ['./assert.js', './humanizeTime.js'].every((f) => existsSync(fileURLToPath(new URL(f, url))));

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.endsWith(VIKE_MODULE) || !replaceable(resolved.url)) return resolved;
  return { url: `${REPLACEMENT}?of=${encodeURIComponent(resolved.url)}`, format: 'module', shortCircuit: true };
}
