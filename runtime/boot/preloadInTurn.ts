/**
 * Fetches groups of modules one group after the other, each file once: a group starts when every
 * file of the group before has arrived (or failed). The runtime's code then arrives first, at the
 * full bandwidth of a slow line, and is evaluated while the dialog's code is still downloading.
 */

export type Priority = 'low' | 'auto';
/** Starts fetching one module; settles when it has arrived or failed. */
export type FetchModule = (href: string, priority: Priority) => Promise<void>;

/** Returns `preload(groups, priority)`; what was asked for before is not fetched again, nor waited for. */
export function preloadInTurn(fetchModule: FetchModule) {
  const asked = new Set<string>();
  let turn: Promise<void> = Promise.resolve();
  return (groups: readonly (readonly string[])[], priority: Priority): Promise<void> => {
    for (const group of groups) {
      const fresh = group.filter((href) => !asked.has(href));
      if (!fresh.length) continue;
      for (const href of fresh) asked.add(href);
      turn = turn.then(() => Promise.all(fresh.map((href) => fetchModule(href, priority).catch(() => undefined)))).then(() => undefined);
    }
    return turn;
  };
}

/** A `<link rel="modulepreload">` (Vite's own preloading then skips that file); settles on its load or error. */
export function linkModule(doc: Document): FetchModule {
  return (href, priority) => new Promise((done) => {
    if (doc.querySelector(`link[href="${href}"]`)) { done(); return; }
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (priority === 'low') link.setAttribute('fetchpriority', 'low');
    link.onload = link.onerror = () => done();
    doc.head.append(link);
  });
}
