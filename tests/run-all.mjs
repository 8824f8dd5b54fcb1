#!/usr/bin/env node
// `npm test`: every suite — Ladle build, dialog stories, types, lint (Biome), unit (vitest), browser
// (Playwright + Chromium). Runs them all even when one fails, then prints a summary and exits non-zero
// if any failed. The suites of one step run at the same time. The Ladle build rewrites
// ladle/generated/, which tsc reads, so it runs alone first. Then the browser tests, with the type
// check (one core), the lint and the stories check (which reads only the finished Ladle build) beside
// them: the browser tests alone leave part of the two cores idle (each test waits on its page, the
// page's timers and the servers), which those three fill. The unit tests keep most of both cores
// busy, so they run alone, last. A step's suites print their output when each ends, in order, so it
// never interleaves. The summary repeats the lines that say what failed.
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  [['ladle', process.execPath, ['tests/ladle-build.mjs']]],
  [
    ['browser', bin('playwright'), ['test']],
    ['types', bin('tsc'), ['--noEmit', '-p', '.']],
    ['lint', bin('biome'), ['check', '.']],
    ['stories', process.execPath, ['tests/ladle-stories-reach-state.mjs']],
  ],
  [['unit', bin('vitest'), ['run']]],
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

for (const step of steps) {
  const suites = step.filter(([name]) => !only.length || only.includes(name));
  if (!suites.length) continue;
  const together = suites.length > 1;
  if (together) console.log(`\n▶ ${suites.map(([name]) => name).join(' + ')} (at the same time)`);
  else console.log(`\n▶ ${suites[0][0]}: ${[suites[0][1], ...suites[0][2]].join(' ')}`);
  for (const r of await Promise.all(suites.map((s) => run(s, together)))) {
    if (together) {
      console.log(`\n▶ ${r.name}: ${[r.cmd, ...r.args].join(' ')}`);
      process.stdout.write(Buffer.concat(r.chunks));
    }
    results.push([r.name, r.code === 0, r.seconds.toFixed(1), r.code === 0 ? [] : failureLines(r.chunks)]);
  }
}
console.log('\nSummary');
for (const [name, ok, s, failures] of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(8)} ${s} s`);
  for (const line of failures) console.log(`      ${line}`);
}
console.log(`  total    ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
