/**
 * Just enough of a browser for runtime code under vitest's node environment: a cookie jar behind
 * document.cookie (expiry honoured), localStorage, a location, and an HTMLElement class (for instanceof). Installed on globalThis;
 * `uninstall()` removes them again.
 */
export interface FakeBrowser {
  cookies: Map<string, string>;
  storage: Map<string, string>;
  location: { href: string; pathname: string; protocol: string; origin: string; search: string };
  uninstall(): void;
}

export function installFakeBrowser(href = 'http://127.0.0.1/new-promo/welcome/?click_id=c1'): FakeBrowser {
  const cookies = new Map<string, string>();
  const storage = new Map<string, string>();
  const url = new URL(href);
  const location = {
    href: url.href,
    pathname: url.pathname,
    protocol: url.protocol,
    origin: url.origin,
    search: url.search,
  };
  const document = {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expires = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) cookies.delete(name);
      else cookies.set(name, pair!.slice(eq + 1));
    },
  };
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
    removeItem: (k: string) => void storage.delete(k),
  };
  const g = globalThis as Record<string, unknown>;
  const saved = {
    document: g.document,
    localStorage: g.localStorage,
    location: g.location,
    HTMLElement: g.HTMLElement,
  };
  Object.assign(g, { document, localStorage, location, HTMLElement: g.HTMLElement ?? class HTMLElement {} });
  return {
    cookies,
    storage,
    location,
    uninstall: () => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete g[k];
        else g[k] = v;
      }
    },
  };
}
