/**
 * `promo shot [slugs…]`: screenshots of campaign pages (360×740 and 1280×800) and of the dialog their
 * call-to-action opens, in Chromium, compared with the baselines in shots/. --update accepts them.
 * Time is frozen at --at so countdowns and schedule states are the same on every run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { runBuild, type BuildDeps } from './build.ts';
import { createSiteServer } from '../serve/createSiteServer.ts';
import { STATIC_DIALOG } from '../../runtime/dialogs/staticDialogIds.ts';
import { controlArmQuery } from '../site/experimentSummary.ts';
import { SERVE_PLAN_FILE, type ServePlan } from '../build/ServePlan.ts';
import { compareImages, TOLERANCE } from '../shot/compareImages.ts';
import { shotReport, type ShotResult } from '../shot/shotReport.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { SHOT_AT } from '../shot/shotAt.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { replaceAtomicallySync } from '../files/replaceAtomically.ts';

export { SHOT_AT };
export const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** `build` defaults to the real runBuild; tests pass one that reuses a build already made. */
export interface ShotDeps extends BuildDeps {
  build?: typeof runBuild;
}
export interface ShotOptions {
  slugs: string[];
  update: boolean;
  at: number;
  baselineDir: string;
  reportDir: string;
}

/**
 * Waits until the page looks as it will stay: fonts loaded, the network quiet, every image loaded and decoded,
 * then two frames painted. Without the images' decode a busy machine caught the hero half drawn (0.14 % of the
 * desktop page differed from its baseline in CI).
 */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // A lazy image out of view may never load: its decode is not waited for.
    const images = [...document.images].filter((img) => img.complete || img.loading !== 'lazy');
    const loaded = (img: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (img.complete) return done();
        img.addEventListener('load', () => done(), { once: true });
        img.addEventListener('error', () => done(), { once: true });
      });
    await Promise.all(images.map((img) => loaded(img).then(() => img.decode().catch(() => undefined))));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

export async function runShot(deps: ShotDeps, opts: ShotOptions): Promise<number> {
  const outDir = CACHES.shotDist.path;
  const { manifest } = await (deps.build ?? runBuild)(
    { ...deps, out: () => undefined },
    { env: 'development', at: opts.at, outDir, quiet: true, wholeManifest: true },
  );
  const bySlug = new Map<string, string>();
  for (const [url, page] of Object.entries(manifest.pages))
    if (!page.variant.param && !bySlug.has(page.campaign.slug)) bySlug.set(page.campaign.slug, url);
  const unknown = opts.slugs.filter((s) => !bySlug.has(s));
  if (unknown.length)
    throw new PromoError(
      Errors.BadOption,
      'slugs',
      `no campaign named ${unknown.join(', ')}; run promo list to see them.`,
    );
  const slugs = opts.slugs.length ? opts.slugs : [...bySlug.keys()].sort();

  const { startSandbox } = await import('../../sandbox/index.ts');
  const sandbox = await startSandbox({ port: 0 });
  const dist = join(deps.root, outDir);
  const plan = JSON.parse(readFileSync(join(dist, SERVE_PLAN_FILE), 'utf8')) as ServePlan;
  const server = await createSiteServer(dist, plan, { apiOrigin: sandbox.url });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const results: ShotResult[] = [];
  rmSync(join(deps.root, opts.reportDir), { recursive: true, force: true });
  try {
    for (const slug of slugs) {
      for (const vp of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: vp.width, height: vp.height },
          deviceScaleFactor: 1,
          locale: 'en-GB',
          timezoneId: 'UTC',
        });
        const page = await context.newPage();
        await page.clock.setFixedTime(opts.at);
        await page.goto(
          base +
            manifest.site.basePath +
            bySlug.get(slug)!.slice(1) +
            controlArmQuery(manifest.pages[bySlug.get(slug)!]?.experiment),
        );
        await settle(page);
        const shots: [string, Buffer][] = [
          [`${vp.name}`, await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })],
        ];
        const cta = page.locator('main a[data-dialog]:visible').first();
        if (await cta.count()) {
          await cta.click();
          await page.getByRole('dialog').first().waitFor({ state: 'visible' });
          // The dialog as it stays: the runtime's, once it has taken the page's pre-rendered copy over.
          await page.locator(`#${STATIC_DIALOG}`).waitFor({ state: 'detached' });
          await settle(page);
          await page.waitForFunction(() => !document.querySelector('.promo-spinner, .dlg-loading'));
          shots.push([`${vp.name}-dialog`, await page.screenshot({ animations: 'disabled', caret: 'hide' })]);
        }
        for (const [name, png] of shots) results.push(record(deps.root, opts, slug, name, png));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await sandbox.close();
  }
  const failed = results.filter((r) => r.status === 'changed' || r.status === 'new');
  for (const r of results)
    deps.out(
      `${r.status === 'same' ? '✔' : r.status === 'updated' ? '↻' : '✖'} ${r.name}${r.status === 'changed' ? ` (${(r.ratio * 100).toFixed(2)}% differs)` : r.status === 'new' ? ' (no baseline)' : ''}\n`,
    );
  if (failed.length) {
    const report = join(deps.root, opts.reportDir, 'index.html');
    writeFileSync(report, shotReport(results, new Date().toISOString()));
    deps.out(
      `✖ ${failed.length} screenshot${failed.length === 1 ? '' : 's'} differ from the baseline: see ${relative(process.cwd(), report)}\n  Accept them with: promo shot --update${opts.slugs.length ? ' ' + opts.slugs.join(' ') : ''}\n`,
    );
    return 1;
  }
  deps.out(
    opts.update
      ? `✔ ${results.length} baselines written to ${opts.baselineDir}/\n`
      : `✔ ${results.length} screenshots match their baselines\n`,
  );
  return 0;
}

function record(root: string, opts: ShotOptions, slug: string, name: string, png: Buffer): ShotResult {
  const file = `${slug}/${name}.png`;
  const baseline = join(root, opts.baselineDir, file);
  const reportDir = join(root, opts.reportDir);
  if (opts.update) {
    replaceAtomicallySync(baseline, png); // a committed baseline: whole or as it was
    return { name: file, status: 'updated', ratio: 0, current: file };
  }
  mkdirSync(join(reportDir, 'new', slug), { recursive: true });
  writeFileSync(join(reportDir, 'new', file), png);
  if (!existsSync(baseline)) return { name: file, status: 'new', ratio: 1, current: `new/${file}` };
  const old = readFileSync(baseline);
  const cmp = compareImages(old, png);
  if (cmp.ratio <= TOLERANCE) return { name: file, status: 'same', ratio: cmp.ratio, current: `new/${file}` };
  mkdirSync(join(reportDir, 'baseline', slug), { recursive: true });
  writeFileSync(join(reportDir, 'baseline', file), old);
  if (cmp.diff) {
    mkdirSync(join(reportDir, 'diff', slug), { recursive: true });
    writeFileSync(join(reportDir, 'diff', file), cmp.diff);
  }
  return {
    name: file,
    status: 'changed',
    ratio: cmp.ratio,
    baseline: `baseline/${file}`,
    current: `new/${file}`,
    diff: cmp.diff ? `diff/${file}` : undefined,
  };
}
