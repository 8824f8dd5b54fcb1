/**
 * Incremental builds: each build folder keeps `pages-index.json`, the key of every page it rendered
 * (a hash of the server bundle and of the page's data, its campaign, variant, schedule state and site)
 * and the hashes of its inline scripts (for the CSP). The next build re-renders only pages whose key
 * changed and hard-links the others' HTML from the previous build (builds are never written to
 * once made, so a link is as good as a copy).
 *
 * The moment of the build (`builtAt`) is left out of the key: a reused page keeps the countdown
 * figures of the build that rendered it (the boot script sets them from the clock on load), while a
 * change of state (scheduled → live → ended) changes the key and re-renders the page. So does any
 * other moment the campaign names (a kickoff, a draw) passing: the key holds, for each date-time in
 * the page's data, whether it has passed, and the exact build moment while one is less than a day
 * away (its zone is not known here), so such a page is rendered anew by every build around then.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync } from 'node:fs';
import { createExclusiveSync } from '../files/createExclusive.ts';
import { readFile, realpath } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PAGE_DATA_FILE, type PageData, type RouteManifest } from '../../model/Site.ts';

export const PAGES_INDEX_FILE = 'pages-index.json';

export interface PageEntry {
  key: string /** sha256 hashes of the page's inline scripts, as the CSP lists them. */;
  scripts: string[];
}
export interface PagesIndex {
  version: 1;
  bundle: string;
  pages: Record<string, PageEntry>;
}

/**
 * The key of one page's HTML: same bundle and same data (apart from the build moment) → same HTML.
 * A page's campaign and site are hashed once per object (`pageKeyer`): a campaign's variants, arms
 * and other-language pages share them (cli/site/planLanguages.ts), so a rebuild at thousands of
 * campaigns does not serialise the same campaign once per page (4,902 pages: 1.5 s → see
 * docs/languages.md). The objects must not change while a keyer is in use (one plan).
 */
export function pageKeyer(bundle: string): (page: PageData) => string {
  const shared = new WeakMap<object, Part>();
  const once = (o: object): Part => {
    let p = shared.get(o);
    if (!p) {
      p = part(JSON.stringify(o));
      shared.set(o, p);
    }
    return p;
  };
  return (page) => {
    const { builtAt, campaign, site, ...rest } = page;
    const parts = [once(campaign), once(site), part(JSON.stringify(rest))];
    const hash = createHash('sha256').update(bundle);
    for (const p of parts) hash.update('\0').update(p.digest);
    return hash.update('\0').update(momentsPassed(parts, builtAt)).digest('hex').slice(0, 32);
  };
}

/** One page's key (a keyer of its own: use `pageKeyer` for many pages). */
export const pageKey = (bundle: string, page: PageData): string => pageKeyer(bundle)(page);

/** A serialised piece of a page: its hash and the date-times written in it (epoch ms, as if UTC). */
interface Part {
  digest: string;
  moments: number[];
}

const DATE_TIME = /"(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?"/g;
const NEAR = 26 * 3_600_000;

/** The date-times written in serialised data (epoch ms, as if UTC). */
export function dateTimesIn(json: string): number[] {
  const moments: number[] = [];
  for (const m of json.matchAll(DATE_TIME)) {
    const ms = Date.parse(`${m[1]}T${m[2] ?? '00:00'}Z`);
    if (!Number.isNaN(ms)) moments.push(ms);
  }
  return moments;
}

function part(json: string): Part {
  return { digest: createHash('sha256').update(json).digest('hex'), moments: dateTimesIn(json) };
}

/** For each date-time written in the data: passed or not at `at`; or `at` itself when one is too close to tell. */
function momentsPassed(parts: Part[], at: number): string {
  let out = '';
  for (const { moments } of parts) {
    const one = momentsSignature(moments, at);
    if (one.startsWith('at:')) return one;
    out += one;
  }
  return out;
}

/** `p` or `f` for each moment (passed or future at `at`), or `at:<at>` when one is less than a day away. */
export function momentsSignature(moments: readonly number[], at: number): string {
  let out = '';
  for (const ms of moments) {
    if (Math.abs(ms - at) < NEAR) return `at:${at}`;
    out += ms <= at ? 'p' : 'f';
  }
  return out;
}

/** The index of the build `outDir` points at now, or null (none yet, another format, unreadable). */
export async function previousIndex(target: string): Promise<{ dir: string; index: PagesIndex } | null> {
  try {
    const dir = await realpath(target);
    const index = JSON.parse(await readFile(join(dir, PAGES_INDEX_FILE), 'utf8')) as PagesIndex;
    return index.version === 1 && index.pages ? { dir, index } : null;
  } catch (e) {
    if (
      e instanceof SyntaxError ||
      (e instanceof Error && 'code' in e && (e.code === 'ENOENT' || e.code === 'ENOTDIR'))
    )
      return null;
    throw e;
  }
}

export interface RenderPlan {
  render: string[];
  reuse: string[];
  keys: Record<string, string>;
}

/** Which pages to render and which to take from the previous build. */
export function planRender(manifest: RouteManifest, bundle: string, previous: PagesIndex | null): RenderPlan {
  const plan: RenderPlan = { render: [], reuse: [], keys: {} };
  const pageKey = pageKeyer(bundle);
  for (const [url, page] of Object.entries(manifest.pages)) {
    const key = pageKey(page);
    plan.keys[url] = key;
    (previous?.pages[url]?.key === key ? plan.reuse : plan.render).push(url);
  }
  return plan;
}

/** The HTML file of a page URL ('/promo/x/' → client/promo/x/index.html) inside a build folder. */
export const pageHtml = (dir: string, url: string) => join(dir, 'client', url, 'index.html');

/**
 * Hard-links the reused pages' HTML from the previous build into the new one, and their page data
 * (page-data.json: same key, so the same data and the same build moment as the HTML beside it);
 * `pageData(url)` writes it instead when the previous build has none.
 *
 * The links are made with synchronous calls, a slice at a time between turns of the event loop (the
 * render workers' messages keep flowing): thousands of mkdir/link calls in libuv's thread pool at once
 * contend for the same directory locks, which measured 3–5× the kernel time of the same calls made
 * one after another (5,300 pages: 0.9–1.8 s vs 0.25–0.65 s wall clock).
 */
export async function reusePages(
  from: string,
  to: string,
  urls: string[],
  pageData?: (url: string) => string | undefined,
): Promise<void> {
  const slice = 200;
  for (let i = 0; i < urls.length; i += slice) {
    if (i) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const url of urls.slice(i, i + slice)) {
      const target = pageHtml(to, url);
      mkdirSync(dirname(target), { recursive: true });
      linkSync(pageHtml(from, url), target);
      if (!pageData) continue;
      const data = join(to, 'client', url, PAGE_DATA_FILE);
      try {
        linkSync(join(from, 'client', url, PAGE_DATA_FILE), data);
      } catch (e) {
        if (!(e instanceof Error && 'code' in e && e.code === 'ENOENT')) throw e;
        // (A page in another language has none: it shares its page's.)
        const own = pageData(url);
        if (own !== undefined) createExclusiveSync(data, own);
      }
    }
  }
}
