// Node module hooks for the render workers (registered by renderWorker.ts before Vike loads): Vike's
// `renderPage` calls `catchInfiniteLoop` once per request with a key of its own (the request number),
// and that function walks every key seen in the last 5 s on each call. A worker rendering thousands of
// pages a few seconds long keeps thousands of keys, so each page paid ≈0.25 ms (quadratic in the pages
// per worker). Vike's module is answered by catchInfiniteLoop.mjs here: the same counts, warning and
// error, with the old keys dropped once a second instead of on every call.
const VIKE_MODULE = '/vike/dist/utils/catchInfiniteLoop.js';
const REPLACEMENT = new URL('./catchInfiniteLoop.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.endsWith(VIKE_MODULE)) return resolved;
  return { url: `${REPLACEMENT}?of=${encodeURIComponent(resolved.url)}`, format: 'module', shortCircuit: true };
}
