/**
 * Incremental builds and the bundle cache, in-process: which pages a build re-renders, what the
 * bundle's content hash depends on, cache entries made once and reused, hard-linked trees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageKey, pageKeyer, planRender, type PagesIndex } from '../../cli/build/incremental.ts';
import { cachedBundle, linkTree } from '../../cli/build/bundleCache.ts';
import type { PageData, RouteManifest } from '../../model/Site.ts';

const site = {
  brandName: 'B',
  basePath: '/new-promo/',
  defaultLocale: 'en',
  locales: ['en'],
  defaultCurrency: 'INR',
  env: 'development',
  hosts: {},
  redirectHosts: [],
  features: {},
} as unknown as RouteManifest['site'];
const page = (slug: string, title: string, builtAt = 1): PageData => ({
  campaign: { slug, template: 'info', content: { en: { title } } } as unknown as PageData['campaign'],
  variant: { url: `/${slug}/` } as unknown as PageData['variant'],
  status: 'live',
  window: null,
  site,
  builtAt,
});
const manifest = (...pages: PageData[]): RouteManifest => ({
  site,
  pages: Object.fromEntries(pages.map((p) => [p.variant.url, p])),
  rewrites: [],
  redirects: [],
});

describe('planRender', () => {
  it('the key ignores the build moment but not the data, the state or the bundle', () => {
    expect(pageKey('b1', page('a', 'A', 1))).toBe(pageKey('b1', page('a', 'A', 2)));
    expect(pageKey('b1', page('a', 'A'))).not.toBe(pageKey('b1', page('a', 'A!')));
    expect(pageKey('b1', { ...page('a', 'A'), status: 'ended' })).not.toBe(pageKey('b1', page('a', 'A')));
    expect(pageKey('b1', page('a', 'A'))).not.toBe(pageKey('b2', page('a', 'A')));
  });

  it('a moment the campaign names (e.g. a kickoff) passing changes the key; near one, every build re-renders', () => {
    const withKickoff = (builtAt: number) => ({
      ...page('a', 'A', builtAt),
      campaign: {
        ...page('a', 'A').campaign,
        params: { kickoff: '2026-12-01T18:00' },
      } as unknown as PageData['campaign'],
    });
    const day = 86_400_000;
    const kickoff = Date.parse('2026-12-01T18:00Z');
    expect(pageKey('b', withKickoff(kickoff - 10 * day))).toBe(pageKey('b', withKickoff(kickoff - 5 * day)));
    expect(pageKey('b', withKickoff(kickoff - 5 * day))).not.toBe(pageKey('b', withKickoff(kickoff + 5 * day)));
    expect(pageKey('b', withKickoff(kickoff - 3600_000))).not.toBe(pageKey('b', withKickoff(kickoff - 1800_000)));
  });

  it('pages sharing a campaign (variants, arms, languages) get the keys they would alone; each language its own', () => {
    const a = page('a', 'A');
    const hi = { ...a, language: 'hi' as const };
    const keyer = pageKeyer('b1');
    expect([keyer(a), keyer(hi)]).toEqual([pageKey('b1', a), pageKey('b1', hi)]);
    expect(keyer(hi)).not.toBe(keyer(a));
    expect(keyer({ ...hi, campaign: { ...a.campaign, slug: 'a2' } })).not.toBe(keyer(hi));
  });

  it('renders everything without a previous build, then only new and changed pages', () => {
    const first = planRender(manifest(page('a', 'A'), page('b', 'B')), 'b1', null);
    expect(first.render.sort()).toEqual(['/a/', '/b/']);
    const previous: PagesIndex = {
      version: 1,
      bundle: 'b1',
      pages: Object.fromEntries(Object.entries(first.keys).map(([u, key]) => [u, { key, scripts: [] }])),
    };
    const next = planRender(manifest(page('a', 'A', 5), page('b', 'B changed'), page('c', 'C')), 'b1', previous);
    expect(next.reuse).toEqual(['/a/']);
    expect(next.render.sort()).toEqual(['/b/', '/c/']);
    expect(planRender(manifest(page('a', 'A')), 'b2', previous).render).toEqual(['/a/']);
  });
});

describe('bundle cache', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'promo-bundle-cache-'));
    for (const [file, text] of [
      ['runtime/a.ts', 'a'],
      ['templates/t/Page.tsx', 't'],
      ['campaigns/x.yaml', 'slug: x'],
      ['vite.config.ts', 'v'],
    ] as [string, string][]) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes an entry once, then reuses it; a failed make leaves no entry', async () => {
    let made = 0;
    const make = async (out: string) => {
      made++;
      mkdirSync(join(out, 'server'), { recursive: true });
      mkdirSync(join(out, 'client', 'assets'), { recursive: true });
      writeFileSync(join(out, 'client', 'assets', 'x.js'), 'x');
    };
    const first = await cachedBundle(root, 'aaaaaaaaaaaaaaaaaaaa', make);
    const again = await cachedBundle(root, 'aaaaaaaaaaaaaaaaaaaa', make);
    expect([first.reused, again.reused, made, again.dir]).toEqual([false, true, 1, first.dir]);
    await expect(
      cachedBundle(root, 'bbbbbbbbbbbbbbbbbbbb', async () => {
        throw new Error('vite failed');
      }),
    ).rejects.toThrow('vite failed');
    expect((await cachedBundle(root, 'bbbbbbbbbbbbbbbbbbbb', make)).reused).toBe(false);

    const to = join(root, 'build', 'client');
    await linkTree(join(first.dir, 'client'), to);
    expect(readFileSync(join(to, 'assets', 'x.js'), 'utf8')).toBe('x');
    expect(statSync(join(to, 'assets', 'x.js')).ino).toBe(statSync(join(first.dir, 'client', 'assets', 'x.js')).ino);
  });
});
