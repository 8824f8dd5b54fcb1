/**
 * A generated Ladle campaign story shows what the built page shows at the moment it is named after:
 * the same visible text (one schedule state, one countdown, one label, the same buttons) and the
 * campaign's hero image, loaded. The story comes from the Ladle build (`node tests/ladle-build.mjs`,
 * which `npm test` runs before this suite), served here on port 0; the page from the e2e build, with
 * the visitor's clock fixed at the story's moment (fixed by the campaign's dates, never by today).
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import type { PageData } from '../../model/Site.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const LADLE = join(ROOT, 'build-ladle');
const SLUG = 'cash-race';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.png': 'image/png' };

let ladle = '';
let close = () => undefined as unknown;
test.beforeAll(async () => {
  if (!existsSync(join(LADLE, 'meta.json'))) throw new Error('build-ladle/ is missing: run `node tests/ladle-build.mjs` first (npm test runs it before the browser suite).');
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(LADLE, path.endsWith('/') ? `${path}index.html` : path);
    try { res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file)); } catch { res.writeHead(404).end(); }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  ladle = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => server.close();
});
test.afterAll(() => { close(); });

/** The page's text as a person sees it: hidden parts left out, white space collapsed. */
// biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point (textContent keeps hidden states)
const visibleText = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();

/** The hero image is there and loaded (not a broken image). */
async function expectHeroImage(page: Page) {
  const img = page.locator('img.offer-img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

// The pages the story file was generated from (ladle/generated/, written with the Ladle build).
const pages = JSON.parse(readFileSync(join(ROOT, 'ladle', 'generated', `${SLUG}.json`), 'utf8')) as Record<string, PageData>;

for (const state of ['scheduled', 'live', 'ended'] as const) {
  test(`the ${state} story of ${SLUG} shows the built page's text and image at that moment`, async ({ page, browser }) => {
    const at = pages[state]!.builtAt;
    await page.clock.setFixedTime(at);
    await page.goto(`/new-promo/${SLUG}/`);
    await expect(page.locator('html')).toHaveAttribute('data-schedule', state);
    await expectHeroImage(page);
    const built = await visibleText(page);

    const story = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await story.goto(`${ladle}/?story=campaigns--tournament--${SLUG}--${state}&mode=preview`);
    // Preview mode: the story alone, in the page itself (no Ladle chrome, no iframe).
    await expect(story.locator('main')).toBeVisible();
    await expectHeroImage(story);
    const shown = await visibleText(story);
    await story.close();

    // One state only: never two banners, two countdowns or "PRIZE POOL PAID OUTPRIZE POOL".
    expect(shown.match(/Starts in|Ends in|This promotion has ended|Coming soon/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(shown).toBe(built);
  });
}
