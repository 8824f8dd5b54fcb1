/**
 * Keeps a Map of issued tokens or counters within `max` entries by dropping the oldest (a Map keeps
 * insertion order): a client that asks for a token a million times cannot fill the sandbox's memory.
 */
export const MAX_MAP_ENTRIES = 20_000;

export function capMap<K, V>(map: Map<K, V>, max = MAX_MAP_ENTRIES): void {
  if (map.size <= max) return;
  let drop = map.size - max;
  for (const key of map.keys()) {
    if (drop-- <= 0) break;
    map.delete(key);
  }
}
