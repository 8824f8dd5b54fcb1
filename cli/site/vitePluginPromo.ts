/**
 * Vite plugin for `promo dev`: loads and checks the project, publishes the route manifest for
 * server rendering, and reloads the page when a campaign, template schema or the site config
 * changes. (`promo build` publishes the manifest it has checked itself, so the plugin leaves it.)
 */
import type { Plugin } from 'vite';
import { loadSite } from './loadSite.ts';
import { formatProblems } from '../format/formatProblems.ts';

async function publish(root: string) {
  const { check, manifest } = await loadSite(root, { env: 'development', at: Date.now() });
  if (!manifest) throw new Error('Campaigns have problems (run promo check):\n' + formatProblems(check.problems, 'text', check.sources));
  globalThis.__PROMO_MANIFEST__ = manifest;
}

export function promoPlugin(root: string): Plugin {
  return {
    name: 'promo:manifest',
    apply: 'serve',
    async configureServer(server) {
      await publish(root);
      server.watcher.add([`${root}/campaigns`, `${root}/promo.config.yaml`]);
      const onChange = async (file: string) => {
        if (!/(campaigns\/.*\.ya?ml|promo\.config\.yaml|params\.schema\.json)$/.test(file)) return;
        try {
          await publish(root);
          server.ws.send({ type: 'full-reload' });
        } catch (e) {
          server.config.logger.error((e as Error).message);
          server.ws.send({ type: 'error', err: { message: (e as Error).message, stack: '' } });
        }
      };
      server.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
    },
  };
}
