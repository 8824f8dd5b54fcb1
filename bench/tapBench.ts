/**
 * The visitor's side of `npm run bench`: tap → interactive sign-up dialog (5 runs right after load and
 * 5 after 6 s idle, against the floor of the tap's bytes) and Lighthouse mobile on one page per template
 * against the same page without scripts (3 runs each, BENCH_LIGHTHOUSE_RUNS).
 * `BENCH_ONLY=tap npm run bench` runs only this part; `BENCH_LIGHTHOUSE=0` skips Lighthouse.
 */
import { dialogTiming, IDLE_MS, PROFILE } from './dialogTiming.ts';
import { compareBuild, lighthouseInstalled, LIGHTHOUSE_DIR, LIGHTHOUSE_VERSION, printPairs } from './lighthouse.ts';

/** pages: [template, route without slashes] of a built project. */
export async function tapBench(projectDir: string, pages: [string, string][]) {
  const timing = await dialogTiming(projectDir);
  console.log(
    `\nTap → interactive sign-up dialog at 360 px, ${PROFILE.latencyMs} ms latency, ${PROFILE.downloadKBps} KB/s down, CPU ×${PROFILE.cpuSlowdown} by thread time (${timing[0]!.runs} runs, min / median / max; pointerdown → first frame with focus in the dialog, estimated from the trace: each main-thread task at its CPU × ${PROFILE.cpuSlowdown}, the network as observed, so the machine's load does not decide it; bench/tapCost.ts), and the JS the tap needs. Goal: right after load within 1.3× the floor of its bytes (gzip at the line's rate + one round trip); after ${IDLE_MS / 1000} s idle ≤ 200 ms.`,
  );
  console.table(
    timing.map((t) => ({
      when: t.mode === 'load' ? 'tap right after load' : `tap after ${IDLE_MS / 1000} s idle`,
      'estimate ms min / median / max': `${t.minMs} / ${t.medianMs} / ${t.maxMs}`,
      runs: t.all.join(' '),
      'CPU ×4 ms': t.cpuMedianMs,
      'wall (this CPU) ms': t.wallMedianMs,
      'runtime in control, wall ms': t.liveMedianMs,
      'JS needed KB gz': (t.gz / 1024).toFixed(1),
      'floor ms': t.floorMs,
      'median / floor': (t.medianMs / t.floorMs).toFixed(2),
    })),
  );
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  if (!lighthouseInstalled()) {
    console.log(
      `Lighthouse skipped: not found in ${LIGHTHOUSE_DIR} (npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@${LIGHTHOUSE_VERSION} chrome-launcher@1.2.1).`,
    );
    return;
  }
  const paths: [string, string][] = pages.map(([t, u]) => [t, `/new-promo/${u}${u ? '/' : ''}`]);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  printPairs(await compareBuild(projectDir, 'dist', paths, runs), runs);
}
