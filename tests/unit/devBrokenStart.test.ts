/**
 * `promo dev`'s Vite plugin, in-process, with a stand-in dev server. Started on campaigns with a problem:
 * it says where (file:line) and keeps serving, the pages say what is wrong, and the first save that fixes
 * the file brings them back without a restart. (The dev server used to fail to start with "a bug in
 * promo" and then idle without listening until killed.) A save the watcher reports half-written is
 * checked again once written: no error overlay, and the page updates in place, not by a reload.
 */
import { afterAll, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { promoPlugin } from '../../cli/site/vitePluginPromo.ts';
import { diskSaveStamps, type SaveStamps } from '../../cli/site/halfWrittenSave.ts';
import { DEV_PAGES_EVENT } from '../../model/devPageData.ts';
import { MANIFEST_MODULE_ID } from '../../cli/site/manifestModule.ts';
import { tempProject, type TempProject } from '../support/tempProject.ts';

let p: TempProject | undefined;
let small: TempProject | undefined;
afterAll(() => {
  p?.cleanup();
  small?.cleanup();
});

type Hook = (...a: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'configureServer' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;
/** The manifest module's default export, as Vite's SSR evaluates it in this process. */
const evaluate = (code: string) => new Function(code.replace('export default', 'return'))() as () => unknown;

/** A stand-in dev server the plugin configures: what it logs and sends, and its watcher's handlers. */
function standInServer() {
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
    // send(payload) or send(event, data), Vite's two forms.
    ws: { send: (m: unknown, data?: unknown) => sent.push(data === undefined ? m : { event: m, data }) },
    environments: {},
  } as unknown as ViteDevServer;
  return { server, logged, sent, handlers };
}

it('starts with the problem shown at its line, then serves the manifest from the save that fixes it', async () => {
  p = tempProject();
  const file = join(p.dir, 'campaigns', 'welcome-bonuses.yaml');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace(/^template: .*$/m, 'template: no-such-template'));
  const { server, logged, sent, handlers } = standInServer();
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

it('checks a save the watcher reported half-written again once written: no error, the page updated in place', async () => {
  small = tempProject();
  // One campaign: the first check is the project's whole check, and this test needs only the edited page.
  for (const f of readdirSync(join(small.dir, 'campaigns')))
    if (f.endsWith('.yaml') && f !== 'reg-wheel-of-fortune.yaml') rmSync(join(small.dir, 'campaigns', f));
  const file = join(small.dir, 'campaigns', 'reg-wheel-of-fortune.yaml');
  const edited = readFileSync(file, 'utf8').replace(
    /^( {4}title: )Spin the Wheel of Fortune.*$/m,
    '$1"Edited in place"',
  );
  expect(edited).toContain('Edited in place');
  const { server, logged, sent, handlers } = standInServer();
  // The editor finishes writing while the failed check's files settle (a real save: microseconds later).
  const stamps: SaveStamps = {
    stamp: diskSaveStamps.stamp,
    wait: async () => writeFileSync(file, edited),
  };
  const [manifest, watch] = promoPlugin(small.dir, Date.now, stamps) as [Plugin, Plugin];
  await hook(watch, 'configureServer')(server);
  const id = hook(manifest, 'resolveId')(MANIFEST_MODULE_ID) as string;
  const current = evaluate(String(hook(manifest, 'load')(id)));
  await expect.poll(() => JSON.stringify(current()), { timeout: 55_000 }).toContain('"reg-wheel-of-fortune"');
  // The watcher saw the truncation: the check reads an empty file.
  writeFileSync(file, '');
  handlers.change!(file);
  // One answer, at once after the check that read the written file: the page's update, no error before it.
  await expect.poll(() => sent.length + logged.length, { timeout: 55_000 }).toBeGreaterThan(0);
  expect({ logged, sent }).toEqual({
    logged: [],
    sent: [{ event: DEV_PAGES_EVENT, data: { urls: expect.arrayContaining(['/reg-wheel-of-fortune/']) } }],
  });
  expect(JSON.stringify(current())).toContain('Edited in place');
}, 60_000);
