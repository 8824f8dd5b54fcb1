/**
 * Before/after for the tap: the same tap (tapCost.ts) on two or more builds of this project, served side by
 * side and measured in turn within each run, the order rotated every run (a shared 2-core machine: only figures
 * of the same run compare). Per build, min / median / max: the load-proof estimate (each main-thread task at
 * its CPU × 4, the network as observed), the CPU × 4 alone, the wall time on this machine's CPU, and the floor
 * of the JS the tap needs (gzip at the line's rate plus one round trip), with the goal: right after load
 * within 1.3× the floor, after 6 s idle ≤ 200 ms.
 * `node_modules/.bin/tsx bench/tapCompare.ts dist-old dist-new` (built folders, e.g. `promo build
 * --out-dir dist-old`); RUNS=n (default 9), MODE=idle (or warm) for a tap after 6 s idle, TAP_PATH=page.
 */
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS } from './dialogTiming.ts';
import { PROFILE } from './phonePage.ts';
import { serveBuild } from './serveBuild.ts';
import { IDLE_MS, type TapCost, type TapMode, tapCost } from './tapCost.ts';

const dir = resolve(import.meta.dirname, '..');
const outDirs = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 9);
const mode: TapMode = process.env.MODE === 'warm' || process.env.MODE === 'idle' ? 'idle' : 'load';
const path = process.env.TAP_PATH ?? '/new-promo/welcome-bonuses/';
if (!outDirs.length) throw new Error('usage: tsx bench/tapCompare.ts <built folder> <built folder> …');

/** min / median / max of one figure of a build's taps. */
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]} / ${s[Math.floor(s.length / 2)]} / ${s.at(-1)}`;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const servers = await Promise.all(outDirs.map((outDir) => serveBuild(dir, outDir, path)));
const taps: TapCost[][] = outDirs.map(() => []);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < servers.length; k++) {
      const i = (k + run) % servers.length;
      taps[i]!.push(await tapCost(browser, servers[i]!.origin, path, mode));
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
const goal =
  mode === 'load' ? 'goal: estimate within 1.3× the floor' : `goal: estimate ≤ 200 ms (after ${IDLE_MS / 1000} s idle)`;
console.log(
  `${mode === 'load' ? 'tap right after load' : `tap after ${IDLE_MS / 1000} s idle`} → first frame with focus in the sign-up dialog on ${path} (CPU ×${PROFILE.cpuSlowdown} by thread time, ${PROFILE.latencyMs} ms, ${PROFILE.downloadKBps} KB/s), ${runs} runs each, in turn; ms, min / median / max; ${goal}`,
);
console.table(
  outDirs.map((outDir, i) => {
    const t = taps[i]!;
    const floor = median(t.map((x) => x.floorMs));
    return {
      build: outDir,
      estimate: spread(t.map((x) => x.estimateMs)),
      'CPU ×4': spread(t.map((x) => x.cpuMs)),
      'wall (this CPU)': spread(t.map((x) => x.wallMs)),
      'runtime in control, wall': spread(t.map((x) => x.liveMs)),
      'JS needed KB gz': (median(t.map((x) => x.neededGz)) / 1024).toFixed(1),
      floor,
      'estimate / floor': (median(t.map((x) => x.estimateMs)) / floor).toFixed(2),
    };
  }),
);
