/**
 * `promo dev` after a save: a change to a page's text only names the page (the open page renders it in
 * place), anything the server renders outside the page's content — template, schedule state, boot data,
 * the set of pages, the site — reloads it; and the dev server serves each page's page-data.json as the
 * page shows it. In-process, with small manifests.
 */
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageChanges } from '../../cli/site/pageChanges.ts';
import { devPageDataFile } from '../../cli/site/devPageDataFile.ts';
import type { PageData, RouteManifest } from '../../model/Site.ts';

const site = {
  basePath: '/new-promo/',
  defaultLocale: 'en',
  locales: ['en', 'hi'],
  hosts: { api: 'https://api.example.com/api/v1' },
  redirectHosts: [],
};
const page = (slug: string, title: string, more: Partial<PageData['campaign']> = {}): PageData =>
  ({
    campaign: { slug, template: 'wheel', text: { en: { title } }, cta: { href: '/go' }, ...more },
    variant: { url: `/${slug}/` },
    status: 'always',
    window: null,
    site,
    builtAt: 1,
  }) as unknown as PageData;
const manifest = (...pages: PageData[]) =>
  ({
    site,
    pages: Object.fromEntries(pages.map((p) => [p.variant.url, p])),
    rewrites: [],
    redirects: [],
  }) as unknown as RouteManifest;

describe('pageChanges', () => {
  const a = page('a', 'A');
  const b = page('b', 'B');
  const before = manifest(a, b);

  it('names the pages whose text changed, and none when nothing did (unchanged campaigns compare by identity)', () => {
    expect(pageChanges(before, manifest(a, page('b', 'B edited')))).toEqual({ urls: ['/b/'] });
    expect(pageChanges(before, manifest(a, { ...b, builtAt: 2 }))).toEqual({ urls: [] });
    expect(pageChanges(before, manifest(page('a', 'A'), b))).toEqual({ urls: [] });
  });

  it('reloads for what the page content does not carry: template, schedule state, boot data, pages, site', () => {
    expect(pageChanges(before, manifest(a, page('b', 'B', { template: 'race' } as never)))).toBe('reload');
    expect(pageChanges(before, manifest(a, { ...b, status: 'ended' }))).toBe('reload');
    expect(pageChanges(before, manifest(a, page('b', 'B', { cta: { href: '/elsewhere' } } as never)))).toBe('reload');
    expect(pageChanges(before, manifest(a))).toBe('reload');
    expect(pageChanges(before, manifest(a, page('c', 'B')))).toBe('reload');
    expect(pageChanges(before, { ...manifest(a, b), redirects: [{ from: '/x/', to: '/a/' }] } as never)).toBe('reload');
  });
});

describe('devPageDataFile', () => {
  const serve = (url: string) => {
    let body: string | undefined;
    let next = false;
    devPageDataFile(
      () => manifest(page('a', 'A')),
      () => '/sandbox-api',
    )(
      { url, method: 'GET', headers: { host: '127.0.0.1:5173' } } as IncomingMessage,
      { setHeader: () => undefined, end: (b: string) => (body = b) } as unknown as ServerResponse,
      () => (next = true),
    );
    return { data: body === undefined ? undefined : (JSON.parse(body) as PageData), next };
  };

  it("answers a page's page-data.json as the page shows it (the dev API, ?at=), and passes on anything else", () => {
    const { data } = serve('/new-promo/a/page-data.json?at=2030-01-01');
    expect(data?.campaign.slug).toBe('a');
    expect(data?.site.hosts.api).toBe('http://127.0.0.1:5173/sandbox-api/api/v1');
    expect(data?.visitAt).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(serve('/new-promo/zzz/page-data.json').next).toBe(true);
    expect(serve('/new-promo/a/').next).toBe(true);
  });
});
