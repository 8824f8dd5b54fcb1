/**
 * Issue 25, the studio's preview budget (300 ms): `promo studio` on a free port in a copy of the
 * project, cash-race open in Chromium (1280×800); then N edits of its English title in the form, each
 * timed from the last keystroke to the new title in the preview frame (its <h1> and document title),
 * with how many times the frame loaded a page again for them (0 when every update was in place) and the
 * machine's load (`uptime`'s three figures) before and after. Each edit first types all but the last
 * character and waits until the preview shows that, so one timed keystroke is one update. The first
 * edit comes once the preview is shown and idle (no request from its frame for a second), as a manager
 * reads the page before changing it. Where the time goes, per edit (medians): the edit call (the YAML
 * edit), the studio's plan of the draft until the page hears of it (the dev server's event), the
 * page's own update (its page-data and the render in place), and, apart, the check's answer.
 * Then a manager typing: WORDS times, a word of several keys typed into the title at one key every
 * TYPING_DELAY_MS (each key an edit of its own, the answers of the ones before still on their way),
 * timed from the last key to the whole new title in the frame.
 * `node_modules/.bin/tsx bench/studioPreview.ts [edits]` (default 12) or `BENCH_ONLY=studio npm run bench`
 * (`BENCH_STUDIO_EDITS=n`, `BENCH_STUDIO_WORDS=n`, default 5).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { tempProject } from '../tests/support/tempProject.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../tests/support/testChromium.mjs';
import { freePort } from './freePort.ts';
import { DEV_UPDATE_MEASURE } from '../runtime/boot/devPageUpdates.ts';

const SLUG = 'cash-race';
/** A brisk typist's pace: ~8 keys a second. */
const TYPING_DELAY_MS = 120;
const WORD = ' Diwali Nights';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Waits until the preview frame's <h1> and title both show `title`. */
async function previewShows(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const doc = document.querySelector('iframe')?.contentDocument;
      return !!doc && doc.title.startsWith(t) && doc.querySelector('h1')?.textContent === t;
    },
    title,
    { polling: 'raf', timeout: 60_000 },
  );
}

/**
 * Waits until the studio has shown the last answer and its check has answered, so that the next edit starts on a
 * quiet studio. The form shows an answer (and asks its check) once the preview has shown it (editorStore.ts):
 * the check is seen asked, then answered (unless it came and went between two looks).
 */
async function studioQuiet(page: Page): Promise<void> {
  await page.waitForSelector('[data-checking]', { timeout: 1000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[data-checking]'), null, { timeout: 60_000 });
}

export async function studioPreview(
  edits = Number(process.env.BENCH_STUDIO_EDITS ?? 12),
  words = Number(process.env.BENCH_STUDIO_WORDS ?? 5),
): Promise<void> {
  const project = tempProject();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(project.dir, 'cli', 'promo.mjs'), 'studio', '--port', String(port), '--no-sandbox'],
    { cwd: project.dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let printed = '';
  child.stdout!.on('data', (d) => {
    printed += d;
  });
  child.stderr!.on('data', (d) => {
    printed += d;
  });
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS });
  try {
    for (let i = 0; !printed.includes('Promo studio at'); i++) {
      if (i > 1200 || child.exitCode !== null)
        throw new Error(`bench/studioPreview.ts: studio did not start\n${printed}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let loads = 0;
    page.on('framenavigated', (f) => {
      if (f !== page.mainFrame()) loads++;
    });
    let frameRequest = performance.now();
    page.on('request', (r) => {
      if (r.frame() !== page.mainFrame()) frameRequest = performance.now();
    });
    await page.goto(`http://127.0.0.1:${port}/studio/#/edit/${SLUG}`);
    const field = page.locator('#f-text-en-title');
    await field.waitFor({ timeout: 120_000 });
    await previewShows(page, 'Cash Race');
    // As a manager would: the preview shown and idle (its runtime loaded) before the first edit.
    while (performance.now() - frameRequest < 1000) await page.waitForTimeout(200);
    const before = load();
    loads = 0;
    const times: number[] = [];
    const inPage: number[] = [];
    const heard: number[] = [];
    const editCall: number[] = [];
    const checkCall: number[] = [];
    const calls = { edit: [] as number[], check: [] as number[] };
    let keyAt = 0;
    page.on('requestfinished', (r) => {
      const name = /\/studio\/api\/(edit|check)$/.exec(r.url())?.[1] as 'edit' | 'check' | undefined;
      if (name) calls[name].push(r.timing().startTime + r.timing().responseEnd - keyAt);
    });
    for (let i = 1; i <= edits; i++) {
      const title = `Cash Race ${i} edit`;
      await field.fill(title.slice(0, -1));
      await previewShows(page, title.slice(0, -1));
      await studioQuiet(page);
      calls.edit.length = calls.check.length = 0;
      const t = performance.now();
      keyAt = performance.timeOrigin + t;
      await field.press(title.at(-1)!);
      await previewShows(page, title);
      times.push(performance.now() - t);
      // The page's measure: from the dev server's event (epoch ms by the frame's time origin) to the page rendered.
      const measured = await page.frames()[1]?.evaluate((name) => {
        const m = performance.getEntriesByName(name).at(-1);
        return m && { heard: performance.timeOrigin + m.startTime, took: m.duration };
      }, DEV_UPDATE_MEASURE);
      if (measured) {
        inPage.push(measured.took);
        heard.push(measured.heard - keyAt);
      }
      await studioQuiet(page);
      await page.waitForTimeout(100);
      if (calls.edit.length) editCall.push(calls.edit.at(-1)!);
      if (calls.check.length) checkCall.push(calls.check.at(-1)!);
    }
    // Typing: each key is an edit while the answers to the keys before it are still on their way.
    const typed: number[] = [];
    const loadsBeforeTyping = loads;
    // What the frame's heading showed at each change while typing: it should never be blank or a stale title.
    const watchHeading = () =>
      page.frames()[1]!.evaluate(() => {
        const seen: string[] = [];
        new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '(no h1)')).observe(
          document.body,
          { subtree: true, childList: true, characterData: true },
        );
        (globalThis as { __headings?: string[] }).__headings = seen;
      });
    const headings = () => page.frames()[1]!.evaluate(() => (globalThis as { __headings?: string[] }).__headings ?? []);
    let blank = 0;
    let changes = 0;
    for (let i = 1; i <= words; i++) {
      const start = `Cash Race ${i}`;
      await field.fill(start);
      await previewShows(page, start);
      await studioQuiet(page);
      await watchHeading();
      // Playwright holds each key down for the delay: the last key, pressed at once, comes one delay after the one before.
      await field.pressSequentially(WORD.slice(0, -1), { delay: TYPING_DELAY_MS });
      const t = performance.now();
      await field.press(WORD.at(-1)!);
      await previewShows(page, start + WORD);
      typed.push(performance.now() - t);
      const seen = await headings();
      changes += seen.length;
      blank += seen.filter((h) => !h.startsWith(start)).length;
      await studioQuiet(page);
    }
    const ms = (x: number) => `${Math.round(x)} ms`;
    console.log(
      `\nStudio preview, keystroke → new title in the frame (${edits} edits of ${SLUG}, 300 ms budget):\n` +
        `  min ${ms(Math.min(...times))}  median ${ms(median(times))}  max ${ms(Math.max(...times))}` +
        `  (frame page loads: ${loads}; load before ${before}, after ${load()})\n` +
        `  each: ${times.map((x) => Math.round(x)).join(' ')}\n` +
        `  from the keystroke (medians): the edit call answered ${ms(median(editCall))}, the page heard of the new plan ` +
        `${ms(median(heard))} (each: ${heard.map((x) => Math.round(x)).join(' ')}), the page's own update ` +
        `(${DEV_UPDATE_MEASURE}: page-data + render) took ${ms(median(inPage))}; apart, the check answered ${ms(median(checkCall))}`,
    );
    if (typed.length)
      console.log(
        `  typing "${WORD.trim()}" (${WORD.length} keys, one every ${TYPING_DELAY_MS} ms), ${typed.length} times, the last key → the whole title in the frame:\n` +
          `  min ${ms(Math.min(...typed))}  median ${ms(median(typed))}  max ${ms(Math.max(...typed))}  (frame page loads: ${loads - loadsBeforeTyping}; the heading seen at ${changes} changes of the page, other than the title being typed ${blank} times)\n` +
          `  each: ${typed.map((x) => Math.round(x)).join(' ')}`,
      );
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    project.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await studioPreview(Number(process.argv[2] ?? 12));
