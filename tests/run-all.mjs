#!/usr/bin/env node
// `npm test`: every suite — Ladle build, dialog stories, types, lint (Biome), unit (vitest), browser
// (Playwright + Chromium). Runs them all even when one fails, then prints a summary and exits non-zero
// if any failed. Each suite starts as soon as the suites it waits for (`after`) have ended:
// - the browser tests start at once, beside the Ladle build: their first half minute is starting
//   servers and `promo build` (Vite on a fresh clone), which leave a core for Ladle's own Vite build;
// - the type check and the stories check wait for the Ladle build (it rewrites ladle/generated/, which
//   tsc reads; the stories check opens the finished build), then run beside the browser tests, which
//   alone leave part of the two cores idle (each test waits on its page, timers and servers); the lint
//   (which skips ladle/generated/) starts at once;
// - the unit tests keep both cores busy and take their build's bundles and images from the browser
//   build's caches, so they run alone, last.
// A suite running beside others prints its output when it ends, so output never interleaves; one
// running alone (the unit tests) prints as it goes. The summary repeats the lines that say what failed.
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
/** [name, command, args, the suites it waits for]. */
const suites = [
  ['ladle', process.execPath, ['tests/ladle-build.mjs'], []],
  ['browser', bin('playwright'), ['test'], []],
  ['lint', bin('biome'), ['check', '.'], []],
  ['types', bin('tsc'), ['--noEmit', '-p', '.'], ['ladle']],
  ['stories', process.execPath, ['tests/ladle-stories-reach-state.mjs'], ['ladle']],
  ['unit', bin('vitest'), ['run'], ['ladle', 'browser', 'lint', 'types', 'stories']],
];
const only = process.argv.slice(2);
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const results = [];
const runStarted = Date.now();

/** Runs one suite; with `buffer`, keeps its output to print later. */
function run([name, cmd, args], buffer) {
  const started = Date.now();
  const chunks = [];
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const [s, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    s.on('data', (c) => {
      chunks.push(c);
      if (!buffer) to.write(c);
    });
  return new Promise((resolve) => {
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      resolve({ name, cmd, args, code: -1, chunks, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code) => resolve({ name, cmd, args, code, chunks, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * The lines of a failed suite's output that name what failed (vitest's FAIL and ×, Playwright's ✘ and its numbered
 * failures, tsc's and Biome's errors), so the summary at the end of a long log says it without scrolling back.
 */
function failureLines(chunks) {
  // Strips the colour codes FORCE_COLOR adds.
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\x1b\[[0-9;]*m/g, '');
  const wanted = /^\s*(FAIL\s|×\s|✘\s|\d+\) \[|\S+\.\w+:\d+:\d+ |error TS\d+|AssertionError|Error: )/;
  const lines = [
    ...new Set(
      text
        .split('\n')
        .filter((l) => wanted.test(l))
        .map((l) => l.trim().slice(0, 220)),
    ),
  ];
  return lines.length > 30 ? [...lines.slice(0, 30), `… and ${lines.length - 30} more lines above`] : lines;
}

const chosen = suites.filter(([name]) => !only.length || only.includes(name));
const names = new Set(chosen.map(([name]) => name));
const ended = new Set();
const started = new Set();
const running = new Map();
/** Starts every chosen suite whose chosen predecessors have all ended; resolves when all have ended. */
async function schedule() {
  for (;;) {
    for (const suite of chosen) {
      const [name, cmd, args, after] = suite;
      if (started.has(name) || !after.every((a) => !names.has(a) || ended.has(a))) continue;
      started.add(name);
      // Alone: nothing else runs now, and nothing can start before it ends (everything left waits for it).
      const alone = running.size === 0 && chosen.every(([n, , , a]) => n === name || ended.has(n) || a.includes(name));
      console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}${alone ? '' : ' (beside others; output when it ends)'}`);
      running.set(
        name,
        run(suite, !alone).then((r) => ({ ...r, alone })),
      );
    }
    if (!running.size) return;
    const r = await Promise.race(running.values());
    running.delete(r.name);
    ended.add(r.name);
    if (!r.alone) {
      console.log(`\n▶ ${r.name} ended: ${[r.cmd, ...r.args].join(' ')}`);
      process.stdout.write(Buffer.concat(r.chunks));
    }
    results.push([r.name, r.code === 0, r.seconds.toFixed(1), r.code === 0 ? [] : failureLines(r.chunks)]);
  }
}
await schedule();
console.log('\nSummary');
const order = suites.map(([name]) => name);
results.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
for (const [name, ok, s, failures] of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(8)} ${s} s`);
  for (const line of failures) console.log(`      ${line}`);
}
console.log(`  total    ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
