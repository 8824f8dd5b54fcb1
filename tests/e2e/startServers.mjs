#!/usr/bin/env node
/**
 * Playwright's one webServer command (playwright.config.ts): the browser tests' six servers, as much
 * at once as their order allows. Playwright starts its webServer entries one after another, so six
 * entries paid for three sandbox starts before `promo build` even began; here the three sandbox
 * operator APIs start while the site is built, then the two extra `promo serve`s (sandbox-state and
 * fault pairs), and the shared pair's `promo serve` last: Playwright waits for that one's page, so
 * when it answers every server does.
 *   node tests/e2e/startServers.mjs <built-at ISO> <out-dir> <site>:<sandbox> <site>:<sandbox> <site>:<sandbox>
 * The ports are pairs (site port, sandbox port), the pair the site is built against last. Any server
 * that stops ends this process with its exit code; Playwright ends this process's group at the end.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const [at, outDir, ...pairs] = process.argv.slice(2);
const ports = pairs.map((p) => p.split(':').map(Number));
if (!at || !outDir || ports.length < 1 || ports.some((p) => p.length !== 2 || !p.every((n) => n > 0)))
  throw new Error(`usage: startServers.mjs <built-at> <out-dir> <site>:<sandbox>… (got ${process.argv.slice(2)})`);
const origin = (port) => `http://127.0.0.1:${port}`;
const [built] = ports.slice(-1);
const children = new Set();

/** Starts a server; its stderr goes to Playwright (which prints it), its stdout nowhere. */
function start(cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (child.finished) return;
    console.error(`${[cmd, ...args].join(' ')} stopped (${signal ?? code})`);
    stopAll(code || 1);
  });
  return child;
}

/** Runs a command to its end; resolves with nothing when it exits 0. */
function finish(cmd, args) {
  const child = start(cmd, args);
  child.finished = true;
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(`${[cmd, ...args].join(' ')} failed (${signal ?? code})`);
      stopAll(code || 1);
    }),
  );
}

/** Resolves once `url` answers (any status: the sandbox's control endpoint answers 401 without the token). */
async function answers(url) {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(100);
    }
  }
}

function stopAll(code) {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(0));

const serve = ([site, sandbox]) =>
  start(process.execPath, [
    'cli/promo.mjs',
    'serve',
    '--out-dir',
    outDir,
    '--port',
    String(site),
    '--api',
    origin(sandbox),
  ]);

for (const [, sandbox] of ports) start('node_modules/.bin/tsx', ['sandbox/main.ts', '--port', String(sandbox)]);
await finish(process.execPath, ['cli/promo.mjs', 'build', '--at', at, '--out-dir', outDir, '--api', origin(built[1])]);
await Promise.all(ports.map(([, sandbox]) => answers(`${origin(sandbox)}/__sandbox/config`)));
const others = ports.slice(0, -1);
for (const pair of others) serve(pair);
await Promise.all(others.map(([site]) => answers(`${origin(site)}/new-promo/cash-race/`)));
serve(built);
