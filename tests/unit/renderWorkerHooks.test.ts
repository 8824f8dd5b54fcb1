/**
 * The render workers' stand-in for Vike's per-request infinite-loop check (cli/build/renderWorkerHooks.mjs,
 * catchInfiniteLoop.mjs): it answers for Vike's module only (Vike's own when its layout differs), and the
 * module it answers with loads Vike's assert functions and fails a name called 100 times within 5 s.
 * (That it takes constant time per call is the bench's to show: the marginal ms/page.)
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from '../../cli/build/renderWorkerHooks.mjs';

const vikeModule = pathToFileURL(createRequire(import.meta.url).resolve('vike/server')).href.replace(/\/dist\/.*$/, '/dist/utils/catchInfiniteLoop.js');
const next = (url: string) => async () => ({ url, format: 'module' });

describe('render worker hooks', () => {
  it('answer Vike\'s catchInfiniteLoop module with the replacement, and nothing else', async () => {
    const r = await resolve('./catchInfiniteLoop.js', {}, next(vikeModule));
    expect(r.url).toMatch(/\/cli\/build\/catchInfiniteLoop\.mjs\?of=/);
    expect((await resolve('react', {}, next('file:///x/node_modules/react/index.js'))).url).toBe('file:///x/node_modules/react/index.js');
    // Another layout of Vike (no assert.js beside it) keeps Vike's own module.
    expect((await resolve('x', {}, next('file:///nowhere/vike/dist/utils/catchInfiniteLoop.js'))).url).toBe('file:///nowhere/vike/dist/utils/catchInfiniteLoop.js');
  });

  it('loads Vike\'s own assert functions through the hook and fails a name called 100 times within 5 s, whatever other names came before', async () => {
    const { url } = await resolve('./catchInfiniteLoop.js', {}, next(vikeModule));
    // In plain Node (the module reads its ?of= query, which Vitest's loader drops).
    const script = `const { catchInfiniteLoop } = await import(${JSON.stringify(url)});
console.warn = () => {}; console.log = () => {};
for (let i = 0; i < 2000; i++) catchInfiniteLoop('renderPage-' + i);
for (let i = 0; i < 99; i++) catchInfiniteLoop('loop');
try { catchInfiniteLoop('loop'); process.stdout.write('no error'); } catch (e) { process.stdout.write(JSON.stringify({ message: e.message })); }`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stdout, r.stderr).not.toBe('no error');
    // Vike's assertUsage error (its own message prefix), not one of ours.
    expect((JSON.parse(r.stdout) as { message: string }).message).toMatch(/\[vike\].*called 100 times within 5 seconds — infinite loop\?/);
  });
});
