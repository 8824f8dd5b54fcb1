/**
 * Vike adds its own client entry for server routing (`entries/entry-server-routing`, 13 KB gzip)
 * to every client build. Every page here loads its own client file instead (runtime/pages/+client.ts,
 * clientRouting false), so nothing ever loads that entry: this plugin removes it from the client
 * build's inputs. Vike decides the entry per page at render time from the page's client files, and
 * a page without one would still get Vike's entry; `promo build` fails if a page names a missing asset.
 */
import type { Plugin } from 'vite';

export const VIKE_SERVER_ROUTING_ENTRY = 'entries/entry-server-routing';

export function noRouterEntry(): Plugin {
  return {
    name: 'promo:no-router-entry',
    apply: 'build',
    enforce: 'post',
    // Rollup's options hook runs after every config hook (Vike sets the inputs in one) as each build starts.
    options(options) {
      const input = options.input;
      if (!input || typeof input !== 'object' || Array.isArray(input) || !(VIKE_SERVER_ROUTING_ENTRY in input))
        return null;
      const { [VIKE_SERVER_ROUTING_ENTRY]: _unused, ...rest } = input;
      return { ...options, input: rest };
    },
  };
}
