/**
 * Fetches a module's file into the HTTP cache with fetch(), reading its body as it comes, to say when
 * the rest of it is expected within one round trip (preloadInTurn.ts then sends the next group's
 * requests, whose round trip overlaps this file's last bytes). The round trip is the time to the
 * response's headers; the rate is measured over the body once it has flowed for a while (a first burst
 * says nothing of the line); the file's size is the build's (warmFiles.ts, bytes as served before
 * compression: what the body's reader counts). A module script asking for the file meanwhile shares
 * the download (one HTTP cache entry). Without a size, or when fetch() fails at once (a CSP, no
 * network), the file is fetched by `fallback` (a <link rel=modulepreload>) instead; it always ends
 * with one (the file then comes from the cache and is parsed ahead).
 */
import type { FetchModule } from './preloadInTurn.ts';

export interface StreamDeps {
  fetch: (href: string, init: RequestInit) => Promise<Response>;
  now: () => number;
}

/** How long the body must have flowed before its rate is trusted, ms. */
export const RATE_WINDOW_MS = 50;

const browserDeps: StreamDeps = { fetch: (href, init) => fetch(href, init), now: () => performance.now() };

export function streamModule(
  sizeOf: (href: string) => number | undefined,
  fallback: FetchModule,
  deps: StreamDeps = browserDeps,
): FetchModule {
  return async (href, nearlyThere) => {
    const size = sizeOf(href);
    if (size === undefined) return fallback(href, nearlyThere);
    const asked = deps.now();
    let response: Response;
    try {
      response = await deps.fetch(href, { credentials: 'same-origin', priority: 'high' });
    } catch {
      return fallback(href, nearlyThere);
    }
    const roundTrip = deps.now() - asked;
    const reader = response.body?.getReader();
    let got = 0;
    let first: { at: number; got: number } | null = null;
    try {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        got += chunk.value.byteLength;
        const at = deps.now();
        if (!first) {
          first = { at, got };
          continue;
        }
        const flowed = at - first.at;
        if (flowed >= RATE_WINDOW_MS && ((size - got) * flowed) / (got - first.got) <= roundTrip) nearlyThere?.();
      }
    } catch {
      /* a download cut off stays quiet: the link below, or the module's own request, tries again */
    }
    await fallback(href);
  };
}
