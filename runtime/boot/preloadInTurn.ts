/**
 * Fetches groups of modules one group after the other, each file once: a group starts when every
 * file of the group before is about one round trip from arriving (or has arrived, or failed). The
 * runtime's code then arrives first, at the full bandwidth of a slow line, and the dialog's requests
 * travel while its last bytes still come in: the dialog's bytes follow at once, not a round trip later.
 */

/**
 * Starts fetching one module, to be parsed at once (a tap is coming: nothing is fetched ahead of the
 * visitor's intent); settles when it has arrived or failed. `nearlyThere` may be called before that,
 * once the rest of the file is expected within one round trip (a fetcher that cannot tell never calls
 * it: the file's arrival stands for it).
 */
export type FetchModule = (href: string, nearlyThere?: () => void) => Promise<void>;

/** Returns `preload(groups)`, settled once all it asked for arrived; what was asked for before is not fetched again, nor waited for. */
export function preloadInTurn(fetchModule: FetchModule) {
  const asked = new Set<string>();
  /** Settles when the last group asked for is nearly there: the next group may start. */
  let turn: Promise<void> = Promise.resolve();
  let arrived: Promise<void> = Promise.resolve();
  return (groups: readonly (readonly string[])[]): Promise<void> => {
    for (const group of groups) {
      const fresh = group.filter((href) => !asked.has(href));
      if (!fresh.length) continue;
      for (const href of fresh) asked.add(href);
      const started = turn.then(() =>
        fresh.map((href) => {
          let near = () => {};
          const nearly = new Promise<void>((resolve) => {
            near = resolve;
          });
          const done = fetchModule(href, near)
            .catch(() => undefined)
            .then(near);
          return { nearly, done };
        }),
      );
      turn = started.then((files) => Promise.all(files.map((f) => f.nearly))).then(() => undefined);
      const before = arrived;
      arrived = started.then((files) => Promise.all([before, ...files.map((f) => f.done)])).then(() => undefined);
    }
    return arrived;
  };
}

/**
 * A `<link rel=modulepreload>` (Vite's own preloading then skips that file; a module loaded later
 * comes from the cache); settles on its load or error. `crossorigin` as a module script's own request has it.
 */
export function linkModule(doc: Document): FetchModule {
  return (href) =>
    new Promise((done) => {
      if (doc.querySelector(`link[href="${href}"]`)) {
        done();
        return;
      }
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.onload = link.onerror = () => done();
      doc.head.append(link);
    });
}
