/**
 * What the sign-up and sign-in dialogs show (spec 2, "What each dialog lets a user do"): each dialog
 * rendered to markup with the real components, the English strings and a fake browser.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { setupI18n } from '../../runtime/i18n/i18n.ts';
import { RuntimeProvider } from '../../runtime/context/RuntimeContext.tsx';
import SignUpDialog from '../../runtime/dialogs/SignUpDialog.tsx';
import SignInDialog from '../../runtime/dialogs/SignInDialog.tsx';
import { SIGN_UP } from '../../runtime/dialogs/variants.ts';
import { bonuses, resetBonuses } from '../../runtime/auth/bonuses.ts';
import type { ApiClient } from '../../runtime/core/apiClient.ts';
import type { BootData } from '../../runtime/core/BootData.ts';
import type { SignUpData } from '../../runtime/dialogs/dialogData.ts';
import { installFakeBrowser, type FakeBrowser } from '../support/fakeBrowser.ts';
import { REPO } from '../support/tempProject.ts';
import { parse } from 'yaml';
import { wireInfoDialog } from '../../runtime/boot/infoDialog.ts';
import { registrationSchema } from '../../runtime/auth/forms/validation.ts';

let i18nInstance: i18n;
let browser: FakeBrowser;
beforeAll(async () => {
  i18nInstance = await setupI18n('en');
});
beforeEach(() => {
  browser = installFakeBrowser();
  resetBonuses();
});
afterEach(() => browser.uninstall());

const boot = {
  slug: 'welcome-bonuses',
  cta: null,
  features: {},
  site: {
    hosts: { mainApp: 'https://winplay.example' },
    defaultCurrency: 'INR',
    features: { captcha: true, csrf: true },
    locales: ['en'],
  },
} as unknown as BootData;
const render = (el: ReactElement) =>
  renderToStaticMarkup(
    createElement(RuntimeProvider, {
      value: { api: {} as ApiClient, boot, language: () => 'en' },
      children: createElement(I18nextProvider, { i18n: i18nInstance, children: el }),
    }),
  );
const signUp = (data: SignUpData) => render(createElement(SignUpDialog, { data }));
const tabs = (html: string) =>
  [...html.matchAll(/role="tab" aria-selected="(true|false)"[^>]*>([^<]+)</g)].map(
    (m) => `${m[2]}${m[1] === 'true' ? ' *' : ''}`,
  );
const checkboxes = (html: string) => [...html.matchAll(/type="checkbox"[^>]*name="(\w+)"/g)].map((m) => m[1]);

describe('the basic registration dialog', () => {
  it("shows the tabs 'By E-mail' and '1 click', a gift banner with the maximum bonus and currency, three checkboxes and a sign-in link", () => {
    bonuses.list = [
      { id: 1, max_bonus: { amount: 1_000_000 } },
      { id: 2, max_bonus: { amount: 2_500_000 } },
    ] as typeof bonuses.list;
    bonuses.currency = 'INR';
    const html = signUp({ variant: 'basic', currency: 'INR' });
    expect(tabs(html)).toEqual(['By E-mail *', '1 click']);
    expect(html).toMatch(/Welcome gift up to 25,000 INR/);
    expect(checkboxes(html)).toEqual(['checkbox1', 'checkbox2', 'newsletter']);
    expect(html).toMatch(/Already have an account\? <button type="button" class="link-button">Sign in<\/button>/);
  });

  it('has no gift banner while no bonus is known', () => {
    expect(signUp({ variant: 'basic' })).not.toContain('Welcome gift');
  });
});

describe('the crash registration', () => {
  it('shows both agreement boxes, the 18+ one optional (spec 5: only the first is required on crash registration)', () => {
    const html = signUp({ variant: 'crash', currency: 'INR' });
    expect(checkboxes(html)).toEqual(['checkbox1', 'checkbox2', 'newsletter']);
    expect(SIGN_UP.crash.checkboxes).toBe('first-required');
    const schema = registrationSchema({ requireSecondCheckbox: false });
    const values = {
      tab: 'email' as const,
      email: 'a@example.com',
      phone: '',
      phoneCountry: 'IN',
      password: 'secret1',
      repeatPassword: 'secret1',
      currency: 'INR',
      promo: '',
      isPromo: false,
      bonusId: '',
      checkbox1: true,
      checkbox2: false,
      newsletter: true,
    };
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, checkbox1: false }).success).toBe(false);
    expect(registrationSchema({ requireSecondCheckbox: true }).safeParse(values).success).toBe(false);
  });
  it('the aviator-style registration has the rules box alone', () => {
    expect(checkboxes(signUp({ variant: 'aviator' }))).toEqual(['checkbox1']);
  });
});

describe('the title image', () => {
  it('depends on the dialog name and defaults to aviator', () => {
    expect(signUp({})).toContain('class="dlg-art art-aviator"');
    expect(signUp({ variant: 'basic' })).toContain('class="dlg-art art-gift"');
    expect(SIGN_UP.aviator.image).toBe('aviator');
    expect(Object.fromEntries(Object.entries(SIGN_UP).map(([k, v]) => [k, v.image]))).toEqual({
      aviator: 'aviator',
      crash: 'crash',
      custom: 'aviator',
      basic: 'gift',
      wheels: 'wheel',
      fortune: 'fortune',
      'live-casino': 'live',
    });
  });
});

describe('the sign-in dialog', () => {
  it('has phone and e-mail tabs (phone first), a sign-in button, a reset link, a sign-up link and the welcome-back image on desktop', () => {
    const html = render(createElement(SignInDialog, { data: {} }));
    expect(tabs(html)).toEqual(['By phone *', 'By E-mail']);
    expect(html).toMatch(/<label for="[^"]+-phone">Phone number<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(html).toMatch(/<button type="button" class="link-button">Forgot your password\?<\/button>/);
    expect(html).toMatch(/New here\? <button type="button" class="link-button">Create an account<\/button>/);
    expect(html).toMatch(/class="dlg-art art-welcome-back"><svg[\s\S]*<strong>Welcome back!<\/strong>/);
    // The side art is hidden below the desktop width.
    const css = readFileSync(join(REPO, 'runtime/dialogs/dialogs.css'), 'utf8');
    expect(css).toMatch(/\.dlg-art\{display:none\}\s*@media \(min-width:900px\)\{[^@]*\.dlg-art\{display:flex/);
  });
});

describe('the grand IPL lottery info dialog', () => {
  it('is English only: the campaign has no text in another language, so every id shows the English', () => {
    const c = parse(readFileSync(join(REPO, 'campaigns/grand-ipl-tournament-lottery.yaml'), 'utf8')) as {
      route: { param: { kind: string } };
      text: Record<string, { info?: unknown }>;
    };
    expect(c.route.param.kind).toBe('id');
    expect(Object.keys(c.text)).toEqual(['en']);
    expect(c.text.en!.info).toBeTruthy();
  });

  it('closes on a click outside it (its backdrop), not on a click inside', () => {
    class FakeDialog {
      id = 'promo-info';
      open = true;
      closest() {
        return null;
      }
      close() {
        this.open = false;
      }
      showModal() {
        this.open = true;
      }
      addEventListener() {}
    }
    const g = globalThis as Record<string, unknown>;
    const saved = g.HTMLDialogElement;
    g.HTMLDialogElement = FakeDialog;
    try {
      const dlg = new FakeDialog();
      const listeners: ((e: unknown) => void)[] = [];
      const doc = {
        addEventListener: (_t: string, f: (e: unknown) => void) => listeners.push(f),
        getElementById: () => dlg,
      } as unknown as Document;
      wireInfoDialog(doc);
      const click = (target: unknown) => {
        for (const f of listeners) f({ target, preventDefault() {} });
      };
      click({ closest: () => null }); // a click on the dialog's content
      expect(dlg.open).toBe(true);
      click(dlg); // the backdrop: the click lands on the <dialog> element itself
      expect(dlg.open).toBe(false);
    } finally {
      if (saved === undefined) delete g.HTMLDialogElement;
      else g.HTMLDialogElement = saved;
    }
  });
});
