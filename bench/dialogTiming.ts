/**
 * Time from a tap on the call-to-action to an interactive sign-up dialog (its first field usable) on the
 * bench's phone profile, against `promo serve`: "load", tapped right after the page's load event; "idle",
 * after 6 s of idle (a visitor reading). Each tap is measured by tapCost.ts, whose estimate (the main
 * thread's tasks at their CPU × 4, the network as observed) the machine's load does not decide; the wall
 * time on this machine's CPU is reported beside it. The physical floor of a tap is the time the JS it needs
 * (gzip) takes on the profile's line plus one round trip: the goal is within 1.3× of it right after load,
 * and ≤ 200 ms after idle.
 */
import { chromium } from 'playwright-core';
import { serveBuild } from './serveBuild.ts';
import { type TapCost, type TapMode, tapCost } from './tapCost.ts';

export { PROFILE } from './phonePage.ts';
export { floorMs, IDLE_MS } from './tapCost.ts';
/** The tests' flags (Debian's Chromium in a container): tests/support/testChromium.mjs. */
import { TEST_CHROMIUM_ARGS as CHROMIUM_ARGS } from '../tests/support/testChromium.mjs';

export { CHROMIUM_ARGS };

export const MODES: readonly TapMode[] = ['load', 'idle'];

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;

export async function dialogTiming(
  projectDir: string,
  path = '/new-promo/welcome-bonuses/',
  runs = 5,
  outDir = 'dist',
) {
  const server = await serveBuild(projectDir, outDir, path);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const taps = new Map<TapMode, TapCost[]>(MODES.map((m) => [m, []]));
    // The two kinds of tap in turn, so that a busy spell of the machine falls on both.
    for (let run = 0; run < runs; run++)
      for (const mode of MODES) taps.get(mode)!.push(await tapCost(browser, server.origin, path, mode));
    return MODES.map((mode) => {
      const mine = taps.get(mode)!;
      const estimates = mine.map((t) => t.estimateMs);
      return {
        mode,
        minMs: Math.min(...estimates),
        medianMs: median(estimates),
        maxMs: Math.max(...estimates),
        all: estimates,
        cpuMedianMs: median(mine.map((t) => t.cpuMs)),
        wallMedianMs: median(mine.map((t) => t.wallMs)),
        liveMedianMs: median(mine.map((t) => t.liveMs)),
        gz: median(mine.map((t) => t.neededGz)),
        floorMs: median(mine.map((t) => t.floorMs)),
        runs,
      };
    });
  } finally {
    await browser.close();
    server.stop();
  }
}

/** `node_modules/.bin/tsx bench/dialogTiming.ts [--out-dir dir] [--runs n] [path]`: the tap figures of a built project. */
if (import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const outDir = option('--out-dir') ?? 'dist';
  const runs = Number(option('--runs') ?? 5);
  const rows = await dialogTiming(
    (await import('node:path')).resolve(import.meta.dirname, '..'),
    args[0],
    runs,
    outDir,
  );
  console.table(
    rows.map((t) => ({
      when: t.mode,
      'estimate min / median / max ms': `${t.minMs} / ${t.medianMs} / ${t.maxMs}`,
      runs: t.all.join(' '),
      'CPU ×4 ms': t.cpuMedianMs,
      'wall (this CPU) ms': t.wallMedianMs,
      'KB gz': (t.gz / 1024).toFixed(1),
      'floor ms': t.floorMs,
      'median / floor': (t.medianMs / t.floorMs).toFixed(2),
    })),
  );
}
