/**
 * The visitor's side of `npm run bench`: tap → interactive sign-up dialog (median of 5, before and
 * after the runtime loaded on idle) and Lighthouse mobile on one page per template (median of 3).
 * `BENCH_ONLY=tap npm run bench` runs only this part; `BENCH_LIGHTHOUSE=0` skips Lighthouse.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { dialogTiming, PROFILE } from './dialogTiming.ts';
import { freePort } from './freePort.ts';
import { lighthouseInstalled, lighthouseTemplates, LIGHTHOUSE_DIR } from './lighthouse.ts';

const kb = (n: number) => (n / 1024).toFixed(1);

async function withServer<T>(projectDir: string, probe: string, fn: (origin: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(projectDir, 'cli', 'promo.mjs'), 'serve', '--port', String(port)], { cwd: projectDir, stdio: 'ignore' });
  try {
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) break; } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}

/** pages: [template, route without slashes] of a built project. */
export async function tapBench(projectDir: string, pages: [string, string][]) {
  const timing = await dialogTiming(projectDir, await freePort());
  console.log(`\nTap → interactive sign-up dialog at 360 px, CPU ${PROFILE.cpuSlowdown}x slower, ${PROFILE.latencyMs} ms latency, ${PROFILE.downloadKBps} KB/s down (median of ${timing[0]!.runs} runs; in the page, pointerdown → first frame with focus in the dialog; a shared 2-core machine: figures are noisy), and the JS the tap loads. Goal: ≤ 400 ms after idle, ≤ 1,000 ms before.`);
  console.table(timing.map((t) => ({ when: t.mode === 'cold' ? 'tap before the runtime loaded' : 'tap after the runtime loaded on idle', 'median ms': t.medianMs, runs: t.all.join(' '), 'Playwright wall ms': t.wallMedianMs, 'JS loaded by the tap KB': kb(t.bytes), 'KB gz': kb(t.gz) })));
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  if (!lighthouseInstalled()) {
    console.log(`Lighthouse skipped: not found in ${LIGHTHOUSE_DIR} (npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@12.2.3 chrome-launcher@1.2.1).`);
    return;
  }
  const paths: [string, string][] = pages.map(([t, u]) => [t, `/new-promo/${u}${u ? '/' : ''}`]);
  const rows = await withServer(projectDir, paths[0]![1], (origin) => lighthouseTemplates(origin, paths));
  console.log('Lighthouse mobile performance, one page per template (median of 3; reports in bench/lighthouse/). Goal: ≥ 98, TBT ≤ 50 ms.');
  console.table(rows.map((r) => ({ template: r.template, page: r.url, score: r.score, runs: r.scores.join(' '), 'TBT ms': r.tbtMs, 'LCP ms': r.lcpMs, 'FCP ms': r.fcpMs, CLS: r.cls })));
}
