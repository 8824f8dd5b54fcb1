/**
 * The language rule (cli/serve/languageRouting.ts, docs/languages.md) in the three servers over one small
 * fake build: `promo serve` (in-process), the generated nginx.conf in a real nginx, and `promo dev`'s
 * routing (in-process, a manifest with the same pages). Every case of the table is asked of all three,
 * which must answer alike: the page file, the language cookie and Vary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../../cli/serve/createSiteServer.ts';
import { nginxConf } from '../../cli/build/nginxConf.ts';
import { startNginx, type RunningNginx } from '../support/startNginx.ts';
import type { ServePlan } from '../../cli/build/ServePlan.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { devArmRouting } from '../../cli/site/devArmRouting.ts';
import { chooseLanguage, languageCookie } from '../../cli/serve/languageRouting.ts';
import { acceptedLanguages, browserLanguage } from '../../model/pageLanguage.ts';
import { twoArmExperiment } from '../support/twoArmExperiment.ts';

const LOCALES = ['en', 'hi', 'pt', 'bn', 'ph'];
const experiment = twoArmExperiment('race', '/race/');
const plan: ServePlan = {
  basePath: '/new-promo/',
  csp: "default-src 'self'",
  rewrites: [
    { prefix: '/blog/', target: '/blog/' },
    { prefix: '/follow/', target: '/follow/' },
  ],
  redirects: [],
  apiOrigin: 'http://127.0.0.1:4010',
  env: 'development',
  experiments: [experiment],
  languages: { locales: LOCALES, fromBrowser: ['/follow/'] },
};
/** Every page of the fake build: its own language at its URL, others beside it (not every language). */
const PAGES = [
  '/',
  '/__lang/hi/',
  '/blog/',
  '/blog/__lang/hi/',
  '/blog/__lang/bn/',
  '/blog/pt/',
  '/blog/pt/__lang/hi/',
  '/race/',
  '/race/__lang/pt/',
  '/race/__arm/bold/',
  '/race/__arm/bold/__lang/pt/',
  '/follow/',
  '/follow/__lang/pt/',
  '/follow/__lang/ph/',
];

let root: string;
let app: FastifyInstance;
let nginx: RunningNginx;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'promo-lang-'));
  const client = join(root, 'dist', 'client');
  for (const page of PAGES) {
    mkdirSync(join(client, page), { recursive: true });
    writeFileSync(join(client, page, 'index.html'), `<h1>${page}</h1>`);
  }
  writeFileSync(join(client, '404.html'), 'Not found');
  writeFileSync(join(root, 'dist', 'serve-plan.json'), JSON.stringify(plan));
  writeFileSync(join(root, 'dist', 'nginx.conf'), nginxConf(plan, '/srv/promo/dist/client'));
  app = await createSiteServer(join(root, 'dist'), plan);
  nginx = await startNginx(join(root, 'dist'));
});
afterAll(async () => {
  nginx?.stop();
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The page file sent, the language cookie set, Vary, and the names of every cookie set. */
type Answer = { page: string; cookie: string | null; vary: string | null; cookieNames: string[] };
const names = (cookies: string[]) => cookies.map((c) => c.slice(0, c.indexOf('='))).sort();
type Headers = Record<string, string>;
const serve = async (url: string, headers: Headers): Promise<Answer> => {
  const r = await app.inject({ url, headers });
  const cookies = ([] as string[]).concat((r.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return {
    page: /<h1>(.*)<\/h1>/.exec(r.body)?.[1] ?? r.body,
    cookie: cookies.find((c) => c.startsWith('i18n_lang=')) ?? null,
    cookieNames: names(cookies),
    vary: ((r.headers.vary as string | undefined) ?? '').replace(/, accept-encoding/i, '') || null,
  };
};
const viaNginx = async (url: string, headers: Headers): Promise<Answer> => {
  const r = await fetch(nginx.origin + url, { headers });
  return {
    page: /<h1>(.*)<\/h1>/.exec(await r.text())?.[1] ?? '',
    cookie: r.headers.getSetCookie().find((c) => c.startsWith('i18n_lang=')) ?? null,
    cookieNames: names(r.headers.getSetCookie()),
    vary: r.headers.get('vary'),
  };
};
const manifest = {
  site: { basePath: '/new-promo/' },
  pages: Object.fromEntries(PAGES.map((u) => [u, {}])),
  rewrites: plan.rewrites,
  experiments: plan.experiments,
  languages: plan.languages,
} as unknown as RouteManifest;
const dev = async (url: string, headers: Headers): Promise<Answer> => {
  const req = { url, method: 'GET', headers } as unknown as IncomingMessage & { originalUrl?: string };
  const sent: Record<string, string> = {};
  const cookies: string[] = [];
  const res = {
    setHeader: (k: string, v: string) => (sent[k] = v),
    // Set-Cookie is appended (an arm's and a language's cookie both go out); a setHeader of it would drop one.
    appendHeader: (k: string, v: string) => (k.toLowerCase() === 'set-cookie' ? cookies.push(v) : (sent[k] = v)),
  } as unknown as ServerResponse;
  devArmRouting(
    () => manifest,
    () => 0.9,
  )(req, res, () => undefined);
  return {
    page: (req.originalUrl ?? req.url!).replace('/new-promo', '').replace(/\?.*/, ''),
    cookie: cookies.find((c) => c.startsWith('i18n_lang=')) ?? null,
    cookieNames: names(sent['Set-Cookie'] ? [...cookies, sent['Set-Cookie']] : cookies),
    vary: sent.Vary ?? null,
  };
};

const hi = { cookie: 'i18n_lang=hi' };
const set = (lang: string) => languageCookie(lang, false);
/** [request, its headers, the page file every server sends, the language cookie it sets, Vary]. */
const CASES: [string, Headers, string, string | null, string][] = [
  ['/new-promo/blog/', {}, '/blog/', null, 'Cookie'],
  ['/new-promo/blog/', hi, '/blog/__lang/hi/', null, 'Cookie'],
  ['/new-promo/blog/?lang=bn', hi, '/blog/__lang/bn/', set('bn'), 'Cookie'],
  // A language the build made no page for: the page itself (its script shows the language), the cookie still set.
  ['/new-promo/blog/?lang=pt', {}, '/blog/', set('pt'), 'Cookie'],
  // An unknown code, an upper-case one and a junk cookie are ignored.
  ['/new-promo/blog/?lang=zz', hi, '/blog/__lang/hi/', null, 'Cookie'],
  ['/new-promo/blog/?lang=HI', {}, '/blog/', null, 'Cookie'],
  ['/new-promo/blog/', { cookie: 'i18n_lang=<x>' }, '/blog/', null, 'Cookie'],
  // The root page, a {currency}/{id} variant with its own file, a {name} URL (the page it shows, in the language).
  ['/new-promo/', hi, '/__lang/hi/', null, 'Cookie'],
  ['/new-promo/blog/pt/', hi, '/blog/pt/__lang/hi/', null, 'Cookie'],
  ['/new-promo/blog/rahul/', hi, '/blog/__lang/hi/', null, 'Cookie'],
  ['/new-promo/blog/rahul/?lang=bn', {}, '/blog/__lang/bn/', set('bn'), 'Cookie'],
  // Languages × A/B arms: the arm's page in the language, the control's in the language.
  ['/new-promo/race/', { cookie: 'promo_ab_race=bold; i18n_lang=pt' }, '/race/__arm/bold/__lang/pt/', null, 'Cookie'],
  ['/new-promo/race/?lang=pt', { cookie: 'promo_ab_race=plain' }, '/race/__lang/pt/', set('pt'), 'Cookie'],
  ['/new-promo/race/?arm=bold', { cookie: 'i18n_lang=hi' }, '/race/__arm/bold/', null, 'Cookie'],
  // languageFromBrowser: Accept-Language decides when the cookie is unset, and sets it; the cookie wins.
  [
    '/new-promo/follow/',
    { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
    '/follow/__lang/pt/',
    set('pt'),
    'Cookie, Accept-Language',
  ],
  [
    '/new-promo/follow/',
    { 'accept-language': 'de-DE, FIL;q=0.8' },
    '/follow/__lang/ph/',
    set('ph'),
    'Cookie, Accept-Language',
  ],
  [
    '/new-promo/follow/',
    { 'accept-language': 'pt-BR', cookie: 'i18n_lang=en' },
    '/follow/',
    null,
    'Cookie, Accept-Language',
  ],
  ['/new-promo/follow/', { 'accept-language': 'de, fr' }, '/follow/', null, 'Cookie, Accept-Language'],
  ['/new-promo/follow/', { 'accept-language': 'pt_BR' }, '/follow/__lang/pt/', set('pt'), 'Cookie, Accept-Language'],
  [
    '/new-promo/follow/someone/',
    { 'accept-language': 'pt' },
    '/follow/__lang/pt/',
    set('pt'),
    'Cookie, Accept-Language',
  ],
  // Elsewhere Accept-Language decides nothing; a bot (no cookie) gets the page.
  ['/new-promo/blog/', { 'accept-language': 'hi' }, '/blog/', null, 'Cookie'],
  ['/new-promo/blog/', { 'user-agent': 'Googlebot/2.1' }, '/blog/', null, 'Cookie'],
];

describe('the language rule: promo serve, nginx and promo dev answer alike', () => {
  it.each(CASES)('%s %j → %s', async (url, headers, page, cookie, vary) => {
    const expected = { page, cookie, vary };
    const shown = ({ cookieNames: _, ...a }: Answer) => a;
    expect(shown(await serve(url, headers)), 'promo serve').toEqual(expected);
    expect(shown(await viaNginx(url, headers)), 'nginx').toEqual(expected);
    expect(shown(await dev(url, headers)), 'promo dev').toEqual(expected);
  });

  it('a new visitor of an experiment page who asks for a language gets both cookies, the arm and the language, from every server', async () => {
    for (const [url, headers] of [
      ['/new-promo/race/?lang=pt', {}],
      ['/new-promo/race/', { cookie: 'i18n_lang=hi' }],
    ] as const) {
      const want = url.includes('lang=') ? ['i18n_lang', 'promo_ab_race'] : ['promo_ab_race'];
      for (const [server, answer] of [
        ['promo serve', serve],
        ['nginx', viaNginx],
        ['promo dev', dev],
      ] as const)
        expect((await answer(url, headers)).cookieNames, `${server} ${url}`).toEqual(want);
    }
  });

  it('the cookie follows the spec: 365 days, path /, SameSite=Lax, Secure over https', () => {
    expect(set('hi')).toBe('i18n_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('hi', true)).toBe('i18n_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});

describe('the language rule, in-process', () => {
  const request = (search: string, headers: Headers = {}) => ({
    query: new URLSearchParams(search),
    cookie: headers.cookie,
    userAgent: undefined,
    acceptLanguage: headers['accept-language'],
    https: false,
  });
  it('?lang= before the cookie before the browser; the page own language otherwise', () => {
    expect(chooseLanguage(LOCALES, request('lang=pt', hi), true).lang).toBe('pt');
    expect(chooseLanguage(LOCALES, request('', hi), true).lang).toBe('hi');
    expect(chooseLanguage(LOCALES, request('', { 'accept-language': 'bn-IN' }), true)).toEqual({
      lang: 'bn',
      setCookie: set('bn'),
      vary: 'Cookie, Accept-Language',
    });
    expect(chooseLanguage(LOCALES, request('', { 'accept-language': 'bn-IN' }), false).lang).toBeNull();
  });
  it('reads Accept-Language in the order sent, as the runtime reads navigator.languages', () => {
    expect(acceptedLanguages('hi-IN,hi;q=0.9, en;q=0.8,*;q=0.1')).toEqual(['hi-IN', 'hi', 'en']);
    expect(browserLanguage(acceptedLanguages('de, tl-PH, en'), LOCALES)).toBe('ph');
    expect(browserLanguage(acceptedLanguages(''), LOCALES)).toBeNull();
  });
});
