/**
 * The URL policy (model/urlPolicy.ts) against a hostile corpus: every form that a browser could read
 * as another site, a script, or something other than it shows is refused; ordinary site paths and
 * https addresses on allowed hosts pass. The last test asks Debian Chromium itself what each value
 * means, so the corpus is checked against the real parser, not against our idea of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { campaignHref, checkCampaignUrl, siteUrlHosts } from '../../model/urlPolicy.ts';
import { campaignRules } from '../../cli/campaign/rules.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from '../support/testChromium.mjs';

const HOSTS = ['winplay.example', 'auth.winplay.example'];

/** Values that must never pass: at least 40 forms. */
export const HOSTILE: readonly string[] = [
  // backslashes (read as "/" in http(s) URLs)
  '/\\evil.com/x.apk',
  '\\\\evil.com/x.apk',
  '/\\/evil.com',
  '\\/evil.com',
  '/\\\\evil.com',
  'https:\\\\evil.com',
  'https://winplay.example\\@evil.com/',
  // scheme-relative
  '//evil.com/x.apk',
  '///evil.com',
  '////evil.com/x',
  '//winplay.example/app.apk',
  // tabs, newlines, spaces, controls (stripped by the URL parser)
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/ /evil.com',
  '/x.apk\u0000',
  '\u0001/x',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '/x\u007f',
  // other schemes
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'http://winplay.example/app.apk',
  'ftp://winplay.example/app.apk',
  'intent://evil#Intent;end',
  'blob:https://winplay.example/x',
  // userinfo hiding the host
  'https://winplay.example@evil.com/x.apk',
  'https://user:pass@winplay.example/x.apk',
  'https://@evil.com/',
  'https://winplay.example:443@evil.com/',
  // hosts not allowed, or spelled so the browser reads another
  'https://evil.com/x.apk',
  'https://winplay.example.evil.com/x.apk',
  'https://evil.com#winplay.example',
  'https://evil.com?winplay.example',
  'https://WINPLAY.example/x.apk',
  'https://winplay.example./x.apk',
  'https://xn--winpay-x.example/',
  'https://0x7f.1/',
  'https://2130706433/',
  'https://[::1]/',
  'https:evil.com',
  'https:/evil.com',
  // percent-encoded separators and controls
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/x%00.apk',
  '/%0a/evil.com',
  // dot segments and forms the browser rewrites
  '/app/../../x.apk',
  '/./x.apk',
  '/app/./x.apk',
  '/app/x.apk#\u202e',
  '/\u202eexe.apk',
  '/\u200bx.apk',
  '/загрузка.apk',
  // relative forms that are not site paths
  'evil.com/x.apk',
  'x.apk',
  '?x=1',
  '#top',
  '',
  '.',
  '..',
];

/** Values that must pass unchanged. */
const GOOD: readonly string[] = [
  '/downloads/winplay.apk',
  '/new-promo/cash-race/',
  '/app/winplay.apk?v=2',
  '/app/winplay.apk#install',
  '/a/b-c_d.e~f/',
  '/app/%D0%B7.apk',
  'https://winplay.example/app/winplay-android.apk',
  'https://winplay.example/',
  'https://winplay.example',
  'https://auth.winplay.example/login?next=%2Fapp',
];

describe('the URL policy', () => {
  it(`refuses every form of the hostile corpus (${HOSTILE.length} forms), with a reason`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    const passed = HOSTILE.filter((v) => checkCampaignUrl(v, HOSTS).ok);
    expect(passed).toEqual([]);
    for (const v of HOSTILE) {
      const verdict = checkCampaignUrl(v, HOSTS);
      if (!verdict.ok) expect(verdict.reason.length).toBeGreaterThan(5);
      expect(campaignHref(v, HOSTS)).toBeUndefined();
    }
  });

  it('accepts site paths and https addresses on allowed hosts', () => {
    for (const v of GOOD) expect(checkCampaignUrl(v, HOSTS), v).toMatchObject({ ok: true });
    expect(campaignHref('https://winplay.example', HOSTS)).toBe('https://winplay.example/');
  });

  it('refuses non-text values', () => {
    for (const v of [null, undefined, 3, {}, ['/x']]) expect(checkCampaignUrl(v, HOSTS).ok).toBe(false);
  });

  it('explains what the browser reads', () => {
    expect(checkCampaignUrl('/\\evil.com/x.apk', HOSTS)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('backslash'),
    });
    expect(checkCampaignUrl('/app/../x.apk', HOSTS)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('"/x.apk"'),
    });
    expect(checkCampaignUrl('https://evil.com/x', HOSTS)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('redirectHosts'),
    });
  });

  it("takes its hosts from the site config: redirect hosts plus every environment's main app and auth hosts", () => {
    const env = (main: string, auth: string) => ({ mainApp: main, authService: auth });
    const hosts = siteUrlHosts({
      redirectHosts: ['a.example'],
      environments: {
        development: env('http://127.0.0.1:4010/app', 'http://127.0.0.1:4010/auth'),
        production: env('https://b.example', 'https://auth.b.example'),
      },
    } as never);
    expect(hosts.sort()).toEqual(['127.0.0.1:4010', 'a.example', 'auth.b.example', 'b.example']);
  });

  it('is applied by promo check to every Url/Href field, pointing at the field', () => {
    const campaign = {
      slug: 'x',
      template: 'app-install',
      params: {
        androidUrl: '/\\evil.com/x.apk',
        iosUrl: 'https://winplay.example/ios',
        nested: [{ moreHref: '//evil.com' }],
      },
      text: { en: {} },
    } as unknown as CampaignData;
    const findings = campaignRules(campaign, {
      fileSlug: 'x',
      templates: ['app-install'],
      imageFacts: () => undefined,
      siteLocales: ['en'],
      urlHosts: HOSTS,
    }).filter((f) => f.code === 'rule/unsafe-url');
    expect(findings.map((f) => f.at)).toEqual([
      ['params', 'androidUrl'],
      ['params', 'nested', 0, 'moreHref'],
    ]);
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: TEST_CHROMIUM,
      args: TEST_CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('no hostile value becomes a link off-site once the policy has judged it; raw, many would', async () => {
    const page = await browser.newPage();
    const SITE = 'https://promo.test';
    await page.route('**/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>t</title>' }),
    );
    await page.goto(`${SITE}/new-promo/app/`);
    const values = [...HOSTILE, ...GOOD];
    // What the page renders: the policy's href, or no href at all (not a link).
    const rendered = values.map((v) => campaignHref(v, HOSTS) ?? null);
    const read = (hrefs: (string | null)[]) =>
      page.evaluate(
        (hs) =>
          hs.map((h) => {
            const a = document.createElement('a');
            if (h !== null) a.setAttribute('href', h);
            document.body.append(a);
            return a.href ? { protocol: a.protocol, host: a.host } : null;
          }),
        hrefs,
      );
    const offSite = (r: { protocol: string; host: string } | null) =>
      r !== null && !(r.protocol === 'https:' && (r.host === 'promo.test' || HOSTS.includes(r.host)));
    const raw = await read(values);
    const after = await read(rendered);
    const rawOffSite = values.filter((_, i) => offSite(raw[i]!));
    // The corpus is real: Chromium reads these raw values as another site or scheme.
    expect(rawOffSite).toEqual(
      expect.arrayContaining([
        '/\\evil.com/x.apk',
        '//evil.com/x.apk',
        '/\t/evil.com',
        'javascript:alert(1)',
        'https://winplay.example@evil.com/x.apk',
      ]),
    );
    expect(values.filter((_, i) => offSite(after[i]!))).toEqual([]);
    // And every good value still links where it says.
    GOOD.forEach((v) => expect(after[values.indexOf(v)], v).not.toBeNull());
    await page.close();
  });
});

describe('at render (app-install)', () => {
  it('a hostile androidUrl or iosUrl that slipped past the check never becomes a link', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { I18nextProvider } = await import('react-i18next');
    const { serverI18n } = await import('../../runtime/i18n/serverI18n.ts');
    const { pageFor } = await import('../../ladle/fixtures.tsx');
    const { default: Page } = await import('../../templates/app-install/Page.tsx');
    const render = (params: Record<string, unknown>) => {
      const campaign = {
        slug: 'app',
        template: 'app-install',
        params,
        text: { en: { title: 'App' } },
      } as unknown as CampaignData;
      const page = pageFor(campaign);
      const props = { page, params, text: { title: 'App' }, infoText: {}, asset: (p: string) => p } as never;
      return renderToStaticMarkup(
        createElement(I18nextProvider, { i18n: serverI18n('en') }, createElement(Page, props)),
      );
    };
    for (const hostile of HOSTILE) {
      const html = render({ androidUrl: hostile, iosUrl: hostile });
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(
        hrefs.filter((h) => !h!.startsWith('#') && !h!.startsWith(pageFor({ slug: 'x' } as never).site.hosts.mainApp)),
        hostile,
      ).toEqual([]);
    }
    const good = render({ androidUrl: '/downloads/winplay.apk' });
    expect(good).toContain('href="/downloads/winplay.apk"');
  });
});
