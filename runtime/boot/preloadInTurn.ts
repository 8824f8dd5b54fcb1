/**
 * Fetches groups of modules one group after the other, each file once: a group starts when every
 * file of the group before has arrived (or failed). The runtime's code then arrives first, at the
 * full bandwidth of a slow line, and is evaluated while the dialog's code is still downloading.
 */

/**
 * `prefetch`: downloaded into the HTTP cache only, at the lowest priority, with no work on the main
 * thread (ahead of time, nothing may compete with the page); `modulepreload`: downloaded and parsed
 * at once (a tap is coming).
 */
export type FetchMode = 'prefetch' | 'modulepreload';
/** Starts fetching one module; settles when it has arrived or failed. */
export type FetchModule = (href: string, mode: FetchMode) => Promise<void>;

/** Returns `preload(groups, mode)`; what was asked for before is not fetched again, nor waited for. */
export function preloadInTurn(fetchModule: FetchModule) {
  const asked = new Set<string>();
  let turn: Promise<void> = Promise.resolve();
  return (groups: readonly (readonly string[])[], mode: FetchMode): Promise<void> => {
    for (const group of groups) {
      const fresh = group.filter((href) => !asked.has(href));
      if (!fresh.length) continue;
      for (const href of fresh) asked.add(href);
      turn = turn.then(() => Promise.all(fresh.map((href) => fetchModule(href, mode).catch(() => undefined)))).then(() => undefined);
    }
    return turn;
  };
}

/**
 * A `<link>` (Vite's own preloading then skips that file; a module loaded later comes from the
 * cache); settles on its load or error. `crossorigin` as a module script's own request has it.
 */
export function linkModule(doc: Document): FetchModule {
  return (href, mode) => new Promise((done) => {
    if (doc.querySelector(`link[href="${href}"]`)) { done(); return; }
    const link = doc.createElement('link');
    link.rel = mode;
    if (mode === 'prefetch') link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = href;
    link.onload = link.onerror = () => done();
    doc.head.append(link);
  });
}
