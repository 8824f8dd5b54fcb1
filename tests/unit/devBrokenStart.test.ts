/**
 * `promo dev` started on campaigns with a problem (its Vite plugin, in-process, with a stand-in dev
 * server): it says where (file:line) and keeps serving, the pages say what is wrong, and the first
 * save that fixes the file brings them back without a restart. (The dev server used to fail to start
 * with "a bug in promo" and then idle without listening until killed.)
 */
import { afterAll, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { promoPlugin } from '../../cli/site/vitePluginPromo.ts';
import { MANIFEST_MODULE_ID } from '../../cli/site/manifestModule.ts';
import { tempProject, type TempProject } from '../support/tempProject.ts';

let p: TempProject | undefined;
afterAll(() => p?.cleanup());

type Hook = (...a: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'configureServer' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;
/** The manifest module's default export, as Vite's SSR evaluates it in this process. */
const evaluate = (code: string) => new Function(code.replace('export default', 'return'))() as () => unknown;

it('starts with the problem shown at its line, then serves the manifest from the save that fixes it', async () => {
  p = tempProject();
  const file = join(p.dir, 'campaigns', 'welcome-bonuses.yaml');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace(/^template: .*$/m, 'template: no-such-template'));
  const logged: string[] = [];
  const sent: unknown[] = [];
  const handlers: Record<string, (file: string) => Promise<void>> = {};
  const watcher = {
    add: () => watcher,
    on: (event: string, fn: (file: string) => Promise<void>) => {
      handlers[event] = fn;
      return watcher;
    },
  };
  const server = {
    middlewares: { use: () => undefined },
    watcher,
    config: { logger: { error: (m: string) => logged.push(m) } },
    ws: { send: (m: unknown) => sent.push(m) },
    environments: {},
  } as unknown as ViteDevServer;
  const [manifest, watch] = promoPlugin(p.dir) as [Plugin, Plugin];
  await hook(watch, 'configureServer')(server);
  // The first check runs in the background (the server listens meanwhile): its problems are logged when it ends.
  await expect.poll(() => logged.join('\n'), { timeout: 55_000 }).toContain('keeps running');
  expect(logged.join('\n')).toMatch(/campaigns\/welcome-bonuses\.yaml:\d+:\d+/);
  expect(logged.join('\n')).toContain('keeps running');
  // A page asks for the manifest: the answer is the problems, which Vite shows in its overlay.
  const id = hook(manifest, 'resolveId')(MANIFEST_MODULE_ID) as string;
  const current = evaluate(String(hook(manifest, 'load')(id)));
  expect(() => current()).toThrow(/welcome-bonuses\.yaml:\d+:\d+/);

  writeFileSync(file, good);
  handlers.change!(file);
  await expect.poll(() => sent, { timeout: 55_000 }).toContainEqual({ type: 'full-reload' });
  expect(JSON.stringify(current())).toContain('"welcome-bonuses"');
}, 60_000);
