// Stands in for Vike's `catchInfiniteLoop` in the render workers (see renderWorkerHooks.mjs): counts
// the calls per name within 5 s; warns past 49 and fails past 99 with Vike's own assert functions
// (loaded beside Vike's module, named by `?of=`). A name's count restarts once 5 s have passed since
// its first call, as in Vike; the other names' old entries are dropped at most once a second.
const of = new URL(import.meta.url).searchParams.get('of');
if (!of) throw new Error('catchInfiniteLoop.mjs is loaded by renderWorkerHooks.mjs only');
const { assertUsage, assertWarning } = await import(new URL('./assert.js', of).href);
const { humanizeTime } = await import(new URL('./humanizeTime.js', of).href);

const trackers = new Map();
const maxCalls = 99;
const time = 5 * 1000;
let swept = 0;

export function catchInfiniteLoop(functionName) {
  const now = Date.now();
  if (now - swept > 1000) {
    swept = now;
    for (const [key, tracker] of trackers) if (now - tracker.startTime > time) trackers.delete(key);
  }
  let tracker = trackers.get(functionName);
  if (!tracker || now - tracker.startTime > time) {
    tracker = { count: 0, startTime: now };
    trackers.set(functionName, tracker);
  }
  tracker.count++;
  const msg = `${functionName} called ${tracker.count} times within ${humanizeTime(time)} — infinite loop?`;
  if (tracker.count > maxCalls) assertUsage(false, msg);
  if (!tracker.warned && tracker.count > maxCalls * 0.5) {
    assertWarning(false, msg, { onlyOnce: false, showStackTrace: true });
    tracker.warned = true;
  }
}
