// Vike's `catchInfiniteLoop` check in constant time (used through catchInfiniteLoop.mjs): counts the
// calls per name within 5 s; warns past 49 and fails past 99 with the given (Vike's) assert functions.
// A name's count restarts once 5 s have passed since its first call, as in Vike; the other names' old
// entries are dropped at most once a second (Vike walks all of them on every call).
export function loopCheck({ assertUsage, assertWarning, humanizeTime }, now = Date.now) {
  const trackers = new Map();
  const maxCalls = 99;
  const time = 5 * 1000;
  let swept = 0;
  return function catchInfiniteLoop(functionName) {
    const at = now();
    if (at - swept > 1000) {
      swept = at;
      for (const [key, tracker] of trackers) if (at - tracker.startTime > time) trackers.delete(key);
    }
    let tracker = trackers.get(functionName);
    if (!tracker || at - tracker.startTime > time) {
      tracker = { count: 0, startTime: at };
      trackers.set(functionName, tracker);
    }
    tracker.count++;
    const msg = `${functionName} called ${tracker.count} times within ${humanizeTime(time)} — infinite loop?`;
    if (tracker.count > maxCalls) assertUsage(false, msg);
    if (!tracker.warned && tracker.count > maxCalls * 0.5) {
      assertWarning(false, msg, { onlyOnce: false, showStackTrace: true });
      tracker.warned = true;
    }
  };
}
