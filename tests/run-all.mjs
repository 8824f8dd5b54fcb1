#!/usr/bin/env node
// `npm test`: every suite in order — types, lint (Biome), unit (vitest), Ladle build, browser (Playwright + Chromium).
// Runs them all even when one fails, then prints a summary and exits non-zero if any failed.
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const suites = [
  ['types', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('biome'), ['lint', '.']],
  ['unit', bin('vitest'), ['run']],
  ['ladle', process.execPath, ['tests/ladle-build.mjs']],
  ['stories', process.execPath, ['tests/ladle-stories-reach-state.mjs']],
  ['browser', bin('playwright'), ['test']],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of suites) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  results.push([name, r.status === 0, ((Date.now() - started) / 1000).toFixed(1)]);
}
console.log('\nSummary');
for (const [name, ok, s] of results) console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(8)} ${s} s`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
