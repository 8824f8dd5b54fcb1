#!/usr/bin/env node
/**
 * Opens every dialog story of the Ladle build in Chromium and fails unless each reaches the state it
 * is named after (DialogStory marks it with data-story-state="ready"; a story that cannot get there
 * says why on screen). Run after tests/ladle-build.mjs.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(fileURLToPath(new URL('..', import.meta.url)), 'build-ladle');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  // Ladle's assets have content-hashed names: cacheable, so each story's page load takes the bundle
  // from the browser's cache (and its compiled code) instead of fetching and compiling it again.
  const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  try { res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache }).end(await readFile(file)); }
  catch { res.writeHead(404).end(); }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;
const ids = Object.keys(JSON.parse(readFileSync(join(root, 'meta.json'), 'utf8')).stories).filter((id) => id.startsWith('dialogs--'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const failed = [];
const started = Date.now();
try {
  // Eight pages at once: each story is its own page load, and most of a story's time is the dialog's
  // own waits (a fetch, an animation), not CPU, so eight keep two cores busy (four left them idle).
  const queue = [...ids];
  await Promise.all(Array.from({ length: 8 }, async () => {
    const page = await browser.newPage();
    for (let id = queue.shift(); id; id = queue.shift()) {
      await page.goto(`${base}/?story=${id}&mode=preview`);
      try { await page.locator('[data-story-state="ready"]').waitFor({ timeout: 15_000 }); }
      catch { failed.push(`${id}: ${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 160)}`); }
    }
  }));
} finally {
  await browser.close();
  server.close();
}
if (failed.length) {
  console.error(`✖ ${failed.length} of ${ids.length} dialog stories did not reach their state:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ all ${ids.length} dialog stories reached their state in ${((Date.now() - started) / 1000).toFixed(1)} s`);
