/**
 * The welcome-bonus list loaded while the sign-up form is rendered ahead, not when it is shown (issue 27;
 * landing-site spec 4 "Bonus and promo", 7 welcome-for-land, 8 bonus-load failure): the lists kept per currency
 * (keptBonusLists.ts) against an injected API, and the registration form rendered with React's own prerender,
 * which waits for what a render suspends on as the hidden render ahead does in the page.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { setupI18n } from '../../runtime/i18n/i18n.ts';
import { RuntimeProvider } from '../../runtime/context/RuntimeContext.tsx';
import { RegistrationForm } from '../../runtime/auth/forms/RegistrationForm.tsx';
import { SIGN_UP } from '../../runtime/dialogs/variants.ts';
import { bonuses, resetBonuses } from '../../runtime/auth/bonuses.ts';
import {
  forgetBonusList,
  keptBonusList,
  reloadBonusList,
  resetKeptBonusLists,
  settledBonusList,
} from '../../runtime/auth/keptBonusLists.ts';
import type { ApiClient, ApiRequest } from '../../runtime/core/apiClient.ts';
import type { BootData } from '../../runtime/core/BootData.ts';
import { installFakeBrowser, type FakeBrowser } from '../support/fakeBrowser.ts';

const WELCOME = [
  { id: 101, name: 'Casino 500%', casino: true, max_bonus: { amount: 4_500_000 } },
  { id: 102, name: 'Sport 200%', bets: true, max_bonus: { amount: 2_000_000 } },
];

/** An API whose bonus answers wait until the test lets them go (`answerAll`), or fail when `failing`. */
function fakeApi(opts: { failing?: boolean } = {}) {
  const calls: ApiRequest[] = [];
  const waiting: (() => void)[] = [];
  const request = <T>(req: ApiRequest) => {
    calls.push(req);
    return new Promise<T>((resolve, reject) =>
      waiting.push(() => (opts.failing ? reject(new Error('502')) : resolve(WELCOME as T))),
    );
  };
  const api: ApiClient = {
    request,
    get: (path, more) => request({ ...more, path, method: 'get' }),
    post: (path, data, more) => request({ ...more, path, data, method: 'post' }),
  };
  const answerAll = async () => {
    for (const answer of waiting.splice(0)) answer();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { api, calls, answerAll, currencies: () => calls.map((c) => c.params?.currency) };
}

let browser: FakeBrowser;
beforeEach(() => {
  resetBonuses();
  resetKeptBonusLists();
  browser = installFakeBrowser('http://127.0.0.1/new-promo/welcome-bonuses/?bonus=sport');
});
afterEach(() => browser.uninstall());

describe('the bonus lists kept per currency', () => {
  it('one request per currency and crash flag; every read of it gets the same load, in flight or settled', async () => {
    const { api, calls, answerAll } = fakeApi();
    const inr = keptBonusList(api, 'INR');
    expect(keptBonusList(api, 'INR')).toBe(inr);
    expect(keptBonusList(api, 'INR', true)).not.toBe(inr);
    keptBonusList(api, 'BDT');
    expect(calls.map((c) => [c.host, c.path, c.params])).toEqual([
      ['bonus', '/bonuses/welcome-for-land', { currency: 'INR' }],
      ['bonus', '/bonuses/welcome-for-land', { currency: 'INR', crash: 1 }],
      ['bonus', '/bonuses/welcome-for-land', { currency: 'BDT' }],
    ]);
    expect(settledBonusList(api, 'INR')).toBeUndefined();
    await answerAll();
    // Settled, it says so as React's `use` reads it, so a render after it does not wait.
    expect(settledBonusList(api, 'INR')).toBe(inr);
    expect(inr).toMatchObject({ status: 'fulfilled', value: { currency: 'INR', failed: false, list: WELCOME } });
    expect(keptBonusList(api, 'INR')).toBe(inr);
    expect(calls).toHaveLength(3);
    // The gift banner's store holds the list of the last load.
    expect(bonuses.list.map((b) => b.id)).toEqual([101, 102]);
    // Another API (another page, another story) keeps its own lists.
    expect(settledBonusList(fakeApi().api, 'INR')).toBeUndefined();
  });

  it('a failure settles as a failed, empty list (never a rejection), kept until forgotten; then the next read asks again', async () => {
    const { api, calls, answerAll } = fakeApi({ failing: true });
    const load = keptBonusList(api, 'INR');
    await answerAll();
    const failed = await load;
    expect(failed).toEqual({ currency: 'INR', crash: false, list: [], failed: true });
    expect(bonuses.failed).toBe(true);
    expect(keptBonusList(api, 'INR')).toBe(load);
    forgetBonusList(api, failed);
    expect(settledBonusList(api, 'INR')).toBeUndefined();
    keptBonusList(api, 'INR');
    expect(calls).toHaveLength(2);
  });

  it('a currency change reloads and keeps the new load; forgetting the old one leaves the new', async () => {
    const { api, calls, answerAll } = fakeApi();
    const first = keptBonusList(api, 'INR');
    await answerAll();
    const again = reloadBonusList(api, 'INR');
    expect(again).not.toBe(first);
    expect(calls).toHaveLength(2);
    await answerAll();
    forgetBonusList(api, (await first)!);
    expect(settledBonusList(api, 'INR')).toBe(again);
  });
});

describe('the registration form and its bonus list', () => {
  let i18nInstance: i18n;
  beforeAll(async () => {
    i18nInstance = await setupI18n('en');
  });
  const boot = (features: Partial<BootData['features']> = {}) =>
    ({
      slug: 'welcome-bonuses',
      cta: null,
      features,
      site: {
        hosts: { mainApp: 'https://winplay.example' },
        defaultCurrency: 'INR',
        features: { captcha: true, csrf: true },
        locales: ['en'],
      },
    }) as unknown as BootData;

  /** The form's markup once every wait of its render is over (React's prerender waits as the hidden render does). */
  async function form(api: ApiClient, ahead: boolean, features?: Partial<BootData['features']>) {
    const { prelude } = await prerender(
      createElement(RuntimeProvider, {
        value: { api, boot: boot(features), language: () => 'en' },
        children: createElement(I18nextProvider, {
          i18n: i18nInstance,
          children: createElement(RegistrationForm, {
            options: SIGN_UP.basic,
            data: { currency: 'INR', bonus: 'casino' },
            onSignIn: () => undefined,
            onDone: () => undefined,
            ahead,
          }),
        }),
      }),
    );
    return new Response(prelude).text();
  }
  const selectedBonus = (html: string) => /<option value="(\w+)" selected="">/.exec(html)?.[1];

  it('rendered ahead, it waits for its list and starts with it, the bonus preselected (query bonus=sport)', async () => {
    const { api, answerAll, currencies } = fakeApi();
    let done = false;
    const rendering = form(api, true).finally(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    expect(currencies()).toEqual(['INR']);
    await answerAll();
    const html = await rendering;
    expect(html).toContain('Welcome bonus');
    expect(selectedBonus(html)).toBe('102');
    expect(html).toMatch(/Maximum bonus: 20,000 INR/);
    expect(currencies()).toEqual(['INR']);
  });

  it('shown without a list, it asks nothing while rendering (the list loads when it is shown)', async () => {
    const { api, calls } = fakeApi();
    const html = await form(api, false);
    expect(calls).toEqual([]);
    expect(html).not.toContain('Welcome bonus');
  });

  it('shown after a list of its currency has settled, it starts with that list and asks nothing', async () => {
    const { api, calls, answerAll } = fakeApi();
    keptBonusList(api, 'INR');
    await answerAll();
    const html = await form(api, false);
    expect(selectedBonus(html)).toBe('102');
    expect(calls).toHaveLength(1);
  });

  it('rendered ahead while the bonus call fails, it is still rendered, without bonuses, the failure kept to be told', async () => {
    const { api, answerAll } = fakeApi({ failing: true });
    const rendering = form(api, true);
    await new Promise((r) => setTimeout(r, 0));
    await answerAll();
    const html = await rendering;
    expect(html).toContain('name="email"');
    expect(html).not.toContain('Welcome bonus');
    expect((await keptBonusList(api, 'INR')).failed).toBe(true);
  });

  it('on a page that loads no bonuses on start (features.skipSettings), the render ahead asks nothing', async () => {
    const { api, calls } = fakeApi();
    const html = await form(api, true, { skipSettings: true });
    expect(calls).toEqual([]);
    expect(html).not.toContain('Welcome bonus');
  });
});
