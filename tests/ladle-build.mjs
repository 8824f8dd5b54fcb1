#!/usr/bin/env node
/**
 * Builds the Ladle stories and FAILS (exit 1) unless build-ladle/meta.json exists and lists every
 * expected story. `ladle build` exits 0 even when it is broken (e.g. when it picks up the root Vite
 * config with the Vike plugin), so its exit code alone proves nothing.
 * Usage: node tests/ladle-build.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'build-ladle');
const metaFile = join(outDir, 'meta.json');

/** Story ids Ladle derives from each file's title and export names. Add new stories here. */
const EXPECTED = [
  ...['live', 'ends-today', 'scheduled', 'ended', 'with-hero-image', 'custom-accent', 'long-hindi-title'].map((s) => `templates--tournament--${s}`),
  ...['casino', 'live', 'currency-route', 'scheduled', 'ended', 'with-hero-image', 'package700', 'long-hindi-title'].map((s) => `templates--welcome-bonus--${s}`),
  ...['layout-shell', 'cta-buttons', 'countdowns', 'prize-tables', 'offer-values', 'terms-list', 'status-banners', 'info-dialog-english', 'info-dialog-hindi'].map((s) => `components--${s}`),
];

const fail = (msg) => {
  console.error(`✖ Ladle build check failed: ${msg}`);
  process.exit(1);
};

rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
const run = spawnSync(join(root, 'node_modules/.bin/ladle'), ['build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
if (run.error) fail(`could not start ladle: ${run.error.message}`);
if (run.status !== 0) fail(`ladle build exited with ${run.status}\n${output.slice(-4000)}`);
if (!existsSync(metaFile)) fail(`${metaFile} is missing: the build broke although ladle exited 0\n${output.slice(-4000)}`);
if (!existsSync(join(outDir, 'index.html'))) fail('build-ladle/index.html is missing');

let stories;
try {
  stories = JSON.parse(readFileSync(metaFile, 'utf8')).stories ?? {};
} catch (e) {
  fail(`meta.json is not valid JSON: ${e.message}`);
}
const found = Object.keys(stories);
const missing = EXPECTED.filter((id) => !found.includes(id));
if (missing.length) fail(`meta.json lacks ${missing.length} expected stor${missing.length === 1 ? 'y' : 'ies'}: ${missing.join(', ')}\n  found: ${found.join(', ')}`);

console.log(`✔ Ladle build OK in ${((Date.now() - started) / 1000).toFixed(1)} s: ${found.length} stories in build-ladle/meta.json (${EXPECTED.length} expected, all present).`);
