/**
 * An in-memory Cache Storage (the browser's `caches`) for testing the background worker in Node:
 * entries keyed by URL (query kept unless ignoreSearch), responses stored as copies.
 */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private url(req: RequestInfo | URL, ignoreSearch = false) {
    const u = new URL(typeof req === 'string' ? req : req instanceof URL ? req.href : req.url);
    if (ignoreSearch) u.search = '';
    return u.href;
  }
  async match(req: RequestInfo | URL, opts?: CacheQueryOptions): Promise<Response | undefined> {
    if (opts?.ignoreSearch) {
      const want = this.url(req, true);
      for (const [k, v] of this.entries) if (this.url(k, true) === want) return v.clone();
      return undefined;
    }
    return this.entries.get(this.url(req))?.clone();
  }
  async put(req: RequestInfo | URL, res: Response): Promise<void> {
    const body = await res.arrayBuffer();
    this.entries.set(this.url(req), new Response(body, { status: res.status, headers: res.headers }));
  }
  async delete(req: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.url(req));
  }
}

export class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let c = this.stores.get(name);
    if (!c) {
      c = new MemoryCache();
      this.stores.set(name, c);
    }
    return c;
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async match(req: RequestInfo | URL, opts?: CacheQueryOptions): Promise<Response | undefined> {
    for (const c of this.stores.values()) {
      const hit = await c.match(req, opts);
      if (hit) return hit;
    }
    return undefined;
  }
  /** The URLs kept in one cache (none if it does not exist). */
  urls(name: string): string[] {
    return [...(this.stores.get(name)?.entries.keys() ?? [])];
  }
  /** As the worker's `caches` argument. */
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
