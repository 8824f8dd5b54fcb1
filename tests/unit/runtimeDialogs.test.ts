/** Which dialog a page control opens, with what data; names and variants come from model/codes.ts. */
import { describe, expect, it } from 'vitest';
import { dialogForControl } from '../../runtime/dialogs/dialogForControl.ts';
import { SIGN_IN, SIGN_UP, signUpFromSignIn } from '../../runtime/dialogs/variants.ts';
import { SIGN_IN_VARIANTS, SIGN_UP_VARIANTS } from '../../model/codes.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../support/tempProject.ts';
import { installFakeBrowser } from '../support/fakeBrowser.ts';
import { goToSignIn } from '../../runtime/dialogs/goToSignIn.ts';
import { dialog, resetDialog } from '../../runtime/dialogs/dialog.ts';

const none = { cta: null };

describe('dialogForControl', () => {
  it('takes the campaign data when the control is the campaign kind', () => {
    const boot = {
      cta: { kind: 'sign-up', variant: 'crash', name: 'cash-race', currency: 'INR', bonus: 'casino' },
    } as const;
    expect(dialogForControl('sign-up', boot)).toEqual({
      name: 'sign-up',
      data: {
        variant: 'crash',
        name: 'cash-race',
        currency: 'INR',
        bonus: 'casino',
        percent: undefined,
        signIn: undefined,
      },
    });
    // Another kind on the same page gets that kind's defaults.
    expect(dialogForControl('sign-in', boot)).toEqual({ name: 'sign-in', data: { variant: 'default' } });
  });
  it.each([
    ['login', 518],
    ['casino', 610],
    ['fortune', 771],
  ] as const)('the sign-in variant %s (%i wide) opens from campaign data', (variant, width) => {
    const boot = { cta: { kind: 'sign-in', variant, name: 'wheel', currency: 'INR' } } as const;
    expect(dialogForControl('sign-in', boot)).toMatchObject({
      name: 'sign-in',
      data: { variant, name: 'wheel', currency: 'INR' },
    });
    expect(SIGN_IN[variant].width).toBe(width);
    expect(SIGN_IN[variant].closeOnReset).toBe(variant === 'login');
  });
  it('defaults: sign-up basic, sign-in default, message dialogs without data', () => {
    expect(dialogForControl('sign-up', none)).toEqual({ name: 'sign-up', data: { variant: 'basic' } });
    expect(dialogForControl('secret-terms', none)).toEqual({ name: 'secret-terms', data: {} });
  });
  it('a variant of the other dialog is not taken (the dialog falls back to its own default)', () => {
    const boot = { cta: { kind: 'sign-up', variant: 'login' } } as const;
    expect(dialogForControl('sign-up', boot)?.data).toMatchObject({ variant: undefined });
  });
  it('no dialog for info (pre-rendered), reset-password (reached from sign-in) or an unknown kind', () => {
    for (const kind of ['info', 'reset-password', 'signup', '']) expect(dialogForControl(kind, none)).toBeNull();
  });
  it("sign-in → sign-up opens the aviator registration only in the aviator context, else the page's own sign-up", () => {
    const aviator = { variant: 'aviator', data: { currency: 'INR', bonus: 'casino', name: 'aviator' } };
    expect(signUpFromSignIn('default', 'aviator')).toEqual(aviator);
    expect(signUpFromSignIn('login', 'aviator-blogger-inr', 'crash')).toEqual(aviator);
    expect(signUpFromSignIn('default', 'cash-race', 'crash')).toEqual({
      variant: 'crash',
      data: { name: 'cash-race' },
    });
    expect(signUpFromSignIn('default', undefined)).toEqual({ variant: 'basic', data: { name: undefined } });
    expect(signUpFromSignIn('casino', 'aviator').variant).toBe('custom');
    expect(signUpFromSignIn('casino', 'wheel').variant).toBe('wheels');
    expect(signUpFromSignIn('fortune', 'fortune').variant).toBe('fortune');
  });
  it("the page's sign-in controls open the campaign's signInVariant, with its data, when the call to action is a sign-up", () => {
    const boot = {
      cta: {
        kind: 'sign-up',
        variant: 'wheels',
        name: 'uzWheel',
        currency: 'UZS',
        bonus: 'casino',
        signInVariant: 'casino',
      },
    } as const;
    expect(dialogForControl('sign-in', boot)).toEqual({
      name: 'sign-in',
      data: { variant: 'casino', name: 'uzWheel', currency: 'UZS', bonus: 'casino' },
    });
    expect(dialogForControl('sign-up', boot)?.data).toMatchObject({ variant: 'wheels', signInVariant: 'casino' });
  });
  it('every sign-in variant is opened by some catalogue campaign (none is unreachable for a visitor)', () => {
    const dir = join(REPO, 'campaigns');
    const opened = new Set<string>(['default']);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
      // The call to action's block, read as text (198 files parsed by yaml take seconds on a loaded machine).
      const cta = /^cta:\n((?: .*\n)+)/m.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? '';
      const field = (k: string) => new RegExp(`^  ${k}: ([a-z-]+)`, 'm').exec(cta)?.[1];
      if (field('signInVariant')) opened.add(field('signInVariant')!);
      if (field('kind') === 'sign-in' && field('variant')) opened.add(field('variant')!);
    }
    expect([...opened].sort()).toEqual([...SIGN_IN_VARIANTS].sort());
  });
  it("the registration's sign-in link opens the campaign's sign-in variant", () => {
    const browser = installFakeBrowser();
    resetDialog();
    goToSignIn(
      { variant: 'fortune', name: 'fortune', currency: 'INR', signInVariant: 'fortune' },
      { site: {} } as never,
      {
        href: () => 'https://site.example/new-promo/wheel-of-fortune/',
        go: () => {
          throw new Error('no navigation expected');
        },
      },
    );
    expect(dialog.openDialog).toEqual({
      name: 'sign-in',
      data: { variant: 'fortune', name: 'fortune', currency: 'INR' },
    });
    resetDialog();
    browser.uninstall();
  });
  it('every declared variant has its table entry', () => {
    expect(Object.keys(SIGN_UP).sort()).toEqual([...SIGN_UP_VARIANTS].sort());
    expect(Object.keys(SIGN_IN).sort()).toEqual([...SIGN_IN_VARIANTS].sort());
  });
});
