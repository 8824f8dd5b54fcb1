/**
 * The render pool (cli/build/renderPool.ts), in-process with a stand-in worker module that speaks
 * the same protocol (the real worker renders with Vike; tests/unit/incrementalBuild.test.ts runs it
 * through the compiled CLI): shares, the 404 page in one share only, early start, failures.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestFor, renderInWorkers, renderWorkerCount, RENDER_WORKER_MIN, splitRender, startRenderWorker } from '../../cli/build/renderPool.ts';
import type { PrerenderJob, WrittenFile } from '../../cli/build/prerenderInto.ts';
import type { RouteManifest } from '../../model/Site.ts';

const dir = mkdtempSync(join(tmpdir(), 'promo-render-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Answers a job with one file per URL (plus 404.html unless skipped), in batches; fails on /boom/.
const fake = join(dir, 'fake-worker.mjs');
writeFileSync(fake, `import { parentPort } from 'node:worker_threads';
let warmed = null;
parentPort.on('message', (r) => {
  if (r.warm) { warmed = r.warm; return; }
  const { job } = r;
  if (job.render.includes('/boom/')) return parentPort.postMessage({ error: { message: 'rendering /boom/ failed: boom' } });
  const files = job.render.map((u) => ({ file: u.slice(1) + 'index.html', scripts: [warmed ?? 'cold', Object.keys(job.manifest.pages).length + ' pages'] }));
  if (!job.skip?.includes('404.html')) files.push({ file: '404.html', scripts: [] });
  parentPort.postMessage({ files: files.slice(0, 1) });
  parentPort.postMessage({ files: files.slice(1) });
  parentPort.postMessage({ done: true });
});
`);

const urls = Array.from({ length: 7 }, (_, i) => `/p${i}/`);
const manifest = { site: { basePath: '/new-promo/' }, pages: Object.fromEntries(urls.map((u) => [u, { variant: { url: u } }])), rewrites: [], redirects: [] } as unknown as RouteManifest;
const job = (render: string[]): PrerenderJob => ({ root: dir, bundle: dir, client: dir, manifest, render });

describe('render pool', () => {
  it('splits the URLs round robin into shares holding each URL once, and gives each share only its pages', () => {
    const shares = splitRender(urls, 2);
    expect(shares).toEqual([['/p0/', '/p2/', '/p4/', '/p6/'], ['/p1/', '/p3/', '/p5/']]);
    expect(splitRender(urls, 1)).toEqual([urls]);
    expect(Object.keys(manifestFor(manifest, shares[1] ?? []).pages)).toEqual(['/p1/', '/p3/', '/p5/']);
    expect(manifestFor(manifest, []).site).toBe(manifest.site);
  });

  it('uses two workers only from RENDER_WORKER_MIN pages on, unless PROMO_RENDER_WORKERS says', () => {
    expect(renderWorkerCount(5, {})).toBe(1);
    expect(renderWorkerCount(RENDER_WORKER_MIN, {})).toBe(2);
    expect(renderWorkerCount(5, { PROMO_RENDER_WORKERS: '2' })).toBe(2);
    expect(renderWorkerCount(RENDER_WORKER_MIN, { PROMO_RENDER_WORKERS: '1' })).toBe(1);
  });

  it('renders every URL once across the workers, the 404 page once, with an early-started, warmed first worker', async () => {
    const first = startRenderWorker(fake);
    first.warm('/bundle');
    const written: WrittenFile[] = [];
    await renderInWorkers(fake, job(urls), 2, (f) => written.push(f), [first]).done;
    expect(written.map((f) => f.file).sort()).toEqual(['404.html', ...urls.map((u) => `${u.slice(1)}index.html`)].sort());
    expect(written.find((f) => f.file === 'p0/index.html')?.scripts).toEqual(['/bundle', '4 pages']);
    expect(written.find((f) => f.file === 'p1/index.html')?.scripts).toEqual(['cold', '3 pages']);
  });

  it('a failing page rejects with its error and stops the other workers', async () => {
    const run = renderInWorkers(fake, job([...urls, '/boom/']), 2, () => undefined);
    await expect(run.done).rejects.toThrow('rendering /boom/ failed: boom');
  });

  it('a worker started early and never used does not keep the process waiting, and stops', async () => {
    const w = startRenderWorker(fake);
    await w.stop();
    await expect(w.run(job(urls), () => undefined)).rejects.toThrow();
  });
});
