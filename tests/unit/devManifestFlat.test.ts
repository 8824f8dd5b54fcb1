/**
 * Issue 26, memory flat across edits: a save in `promo dev` changes what the manifest module answers
 * without changing its code, so Vite transforms, evaluates and keeps nothing new per save. (The 2.3 MB
 * manifest was baked into the module: every save added ~45 MB of heap, 460 → 1,279 MB RSS in 10 edits.)
 * In-process, with the plugin's hooks and a stand-in manifest.
 */
import { expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { manifestModule, MANIFEST_MODULE_ID } from '../../cli/site/manifestModule.ts';
import type { RouteManifest } from '../../model/Site.ts';

type Hook = (...a: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'load' | 'closeBundle') => plugin[name] as unknown as Hook;
const evaluate = (code: string) =>
  new Function(code.replace('export default', 'return'))() as () => { manifest: { title: string }; devApi?: string };
const globals = () =>
  Object.getOwnPropertySymbols(globalThis).filter((s) => s.description?.startsWith('promo.dev-manifest.')).length;

it('answers each edit with the same module code, one global per dev server, removed at close', () => {
  const before = globals();
  let manifest = { title: 'edit 0' };
  const plugin = manifestModule(
    () => manifest as unknown as RouteManifest,
    () => '/sandbox-api',
  );
  const id = hook(plugin, 'resolveId')(MANIFEST_MODULE_ID) as string;
  const first = String(hook(plugin, 'load')(id));
  const current = evaluate(first);
  for (let i = 1; i <= 100; i++) {
    manifest = { title: `edit ${i}` };
    const code = String(hook(plugin, 'load')(id));
    expect(code).toBe(first);
    expect(current().manifest.title).toBe(`edit ${i}`);
  }
  // The code holds no campaign data: its size does not depend on the manifest.
  expect(first.length).toBeLessThan(200);
  expect(current().devApi).toBe('/sandbox-api');
  expect(globals()).toBe(before + 1);
  hook(plugin, 'closeBundle')();
  expect(globals()).toBe(before);
});
