#!/usr/bin/env node
/**
 * Opens every dialog story of the Ladle build in Chromium and fails unless each reaches the state it
 * is named after (DialogStory marks it with data-story-state="ready"; a story that cannot get there
 * says why on screen). Then, in the same pages, checks every dialog variant's controls with one click
 * each and its submit button on screen at desktop and phone sizes (tests/ladleDialogClicks.mjs).
 * Run after tests/ladle-build.mjs.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { VARIANTS, checkDialogClicks, recordFakeHostRequests } from './ladleDialogClicks.mjs';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from './support/testChromium.mjs';

const root = process.env.LADLE_BUILD ?? join(fileURLToPath(new URL('..', import.meta.url)), 'build-ladle');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  // Ladle's assets have content-hashed names: cacheable, so each story's page load takes the bundle
  // from the browser's cache (and its compiled code) instead of fetching and compiling it again.
  const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  try {
    res
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache })
      .end(await readFile(file));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;
// ONLY=text narrows both checks to the story ids containing it (a quicker run while working on one dialog).
const only = process.env.ONLY ?? '';
const allIds = Object.keys(JSON.parse(readFileSync(join(root, 'meta.json'), 'utf8')).stories);
/** A story that is not a dialog's: each page loads Ladle with it before any dialog story is timed. */
const bootStory = allIds.find((id) => !id.startsWith('dialogs--'));
const ids = allIds.filter((id) => id.startsWith('dialogs--') && id.includes(only));
const checkedVariants = VARIANTS.filter((v) => v.id.includes(only));
const variantCount = checkedVariants.length;
const browser = await chromium.launch({
  executablePath: TEST_CHROMIUM,
  args: TEST_CHROMIUM_ARGS,
});
const failed = [];
const clicked = [];
let clickSeconds = 0;
const times = [];
let reloaded = 0;
const started = Date.now();
const READY = '[data-story-state="ready"]:not([data-story-checked])';
/**
 * Shows story `id` in `page`: the first one by loading Ladle, the next ones by Ladle's own in-page
 * navigation (history + popstate, as its sidebar and the back button do), so Ladle and the dialogs'
 * code load once per page instead of once per story. The story before is marked so its ready
 * wrapper is never taken for the new one's.
 */
async function show(page, id, fresh) {
  const url = `${base}/?story=${id}&mode=preview`;
  if (fresh) return page.goto(url);
  await page.evaluate((href) => {
    for (const el of document.querySelectorAll('[data-story-state]')) el.setAttribute('data-story-checked', '');
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}
try {
  // Four pages at once: most of a story's time is the dialog's own waits (a fetch, an animation), so
  // four keep two cores busy; more only make each story wait longer for the CPU on a busy machine.
  const queue = [...ids];
  const pages = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const page = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
      const requests = await recordFakeHostRequests(page.context());
      // Ladle itself (its bundle loaded and compiled) once per page, before any story's time starts:
      // each story is then timed from its own in-page navigation, the first as much as the last.
      if (!bootStory) return { page, requests, fresh: true };
      await page.goto(`${base}/?story=${bootStory}&mode=preview`);
      // Mounted, and its loading ring gone: the boot story is on screen.
      await page.waitForFunction(
        () => {
          const ladle = document.getElementById('ladle-root');
          return !!ladle?.childElementCount && !ladle.querySelector('.ladle-ring-wrapper');
        },
        null,
        { timeout: 60_000 },
      );
      return { page, requests, fresh: false };
    }),
  );
  await Promise.all(
    pages.map(async (slot) => {
      const { page } = slot;
      for (let id = queue.shift(); id; id = queue.shift()) {
        const t0 = Date.now();
        try {
          await show(page, id, slot.fresh);
          await page.locator(READY).waitFor({ timeout: 15_000 });
        } catch {
          // Not reached after in-page navigation: the story again in a freshly loaded page, which is
          // what decides (a story must reach its state on its own, not thanks to the one before).
          reloaded++;
          try {
            await show(page, id, true);
            await page.locator(READY).waitFor({ timeout: 15_000 });
          } catch (e) {
            const text = await page
              .locator('body')
              .innerText({ timeout: 5000 })
              .catch(() => String(e).split('\n')[0]);
            failed.push(`${id}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
          }
        }
        slot.fresh = false;
        times.push([Date.now() - t0, id]);
      }
    }),
  );
  // Every variant's controls, one click each, in the same pages (Ladle loaded once per page).
  const variants = [...checkedVariants];
  const t0 = Date.now();
  await Promise.all(
    pages.map(async ({ page, requests }) => {
      for (let v = variants.shift(); v; v = variants.shift()) {
        try {
          await show(page, v.id, false);
          await page
            .locator(READY)
            .waitFor({ timeout: 15_000 })
            .catch(async () => {
              await show(page, v.id, true);
              await page.locator(READY).waitFor({ timeout: 15_000 });
            });
          clicked.push(...(await checkDialogClicks(page, v, requests)));
        } catch (e) {
          clicked.push(`${v.id}: ${String(e.message ?? e).split('\n')[0]}`);
        }
      }
    }),
  );
  clickSeconds = (Date.now() - t0) / 1000;
} finally {
  await browser.close();
  server.close();
}
times.sort((a, b) => b[0] - a[0]);
console.log(
  `slowest stories: ${times
    .slice(0, 5)
    .map(([ms, id]) => `${id} ${(ms / 1000).toFixed(1)} s`)
    .join(', ')}${reloaded ? `; ${reloaded} loaded afresh after in-page navigation did not reach the state` : ''}`,
);
if (failed.length)
  console.error(
    `✖ ${failed.length} of ${ids.length} dialog stories did not reach their state:\n  ${failed.join('\n  ')}`,
  );
else
  console.log(
    `✔ all ${ids.length} dialog stories reached their state in ${((Date.now() - started) / 1000 - clickSeconds).toFixed(1)} s`,
  );
if (clicked.length)
  console.error(
    `✖ dialog controls (one click each from the opened state; submit on screen at 1280×800 and 360×740):\n  ${clicked.join('\n  ')}`,
  );
else
  console.log(
    `✔ ${variantCount} dialog variants: every control did its job with one click; each submit button on screen at 1280×800 and 360×740 (${clickSeconds.toFixed(1)} s)`,
  );
if (failed.length || clicked.length) process.exit(1);
