import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../runtime/auth/redirect/allowList.ts';
import { markServerRedirect, redirectTarget } from '../../runtime/auth/redirect/redirectTarget.ts';
import { authServiceHost, authServiceLink, isTestMarked } from '../../runtime/auth/redirect/authServiceLink.ts';
import { goToSignIn } from '../../runtime/dialogs/goToSignIn.ts';
import { dialog, closeDialog } from '../../runtime/dialogs/dialog.ts';
import type { BootData } from '../../runtime/core/BootData.ts';
import { installFakeBrowser } from '../support/fakeBrowser.ts';

const here = 'https://promo.winplay.example/new-promo/cash-race/?click_id=abc';
const allowed = ['winplay.example', 'auth.winplay.example', '127.0.0.1:4010'];

describe('safeRedirect: only allow-listed hosts', () => {
  it.each([
    ['https://winplay.example/casino', 'https://winplay.example/casino'],
    ['https://WINPLAY.example/x?y=1', 'https://winplay.example/x?y=1'],
    ['http://127.0.0.1:4010/app/', 'http://127.0.0.1:4010/app/'],
    ['/new-promo/other/', 'https://promo.winplay.example/new-promo/other/'],
  ])('follows %s', (raw, expected) => {
    expect(safeRedirect(raw, allowed, here)?.href).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/%2e%2e',
    '/\\evil.example',
    '\\\\evil.example',
    'https:\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://allowed.example@evil.example',
    'https://winplay.example@evil.example/',
    'https://user:pass@winplay.example/',
    'https://evil.example/winplay.example',
    'https://winplay.example.evil.example/',
    'https://evilwinplay.example/',
    'https://127.0.0.1:4011/',
    'http://[::1]/',
    'ftp://winplay.example/',
    'https://winplay.example\n.evil.example',
    '',
    'x'.repeat(3000),
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw, allowed, here)).toBeNull();
  });

  it('refuses non-strings', () => {
    for (const v of [null, undefined, 42, {}, ['https://winplay.example']])
      expect(safeRedirect(v, allowed, here)).toBeNull();
  });
});

describe('redirectTarget: the campaign rule, not a list of slugs', () => {
  const query = new URLSearchParams('click_id=abc&bonus=casino');
  const appBase = 'https://winplay.example';
  it.each([
    [
      'app root after sign-up',
      { to: 'app-root' } as const,
      'register',
      'https://winplay.example/?click_id=abc&bonus=casino&welcomeme=1',
    ],
    [
      'casino',
      { to: 'casino' } as const,
      'register',
      'https://winplay.example/casino?click_id=abc&bonus=casino&welcomeme=1',
    ],
    [
      'a casino slot',
      { to: 'casino-slot', slot: 'aviator' } as const,
      'register',
      'https://winplay.example/casino/slot/aviator?click_id=abc&bonus=casino&welcomeme=1',
    ],
    [
      'bonuses with id=642',
      { to: 'bonuses', query: { id: 642 } } as const,
      'login',
      'https://winplay.example/bonuses?click_id=abc&bonus=casino&id=642',
    ],
    [
      'live with a deep link',
      { to: 'live', deepLink: 'cricket-ipl' } as const,
      'login',
      'https://winplay.example/live/cricket-ipl?click_id=abc&bonus=casino',
    ],
  ])('%s', (_name, rule, action, expected) => {
    expect(redirectTarget(rule, { action: action as 'register' | 'login', appBase, query })?.href).toBe(expected);
  });

  it('none stays on the page; the defaults are app root after sign-up and no redirect after sign-in', () => {
    expect(redirectTarget({ to: 'none' }, { action: 'register', appBase, query })).toBeNull();
    expect(redirectTarget(undefined, { action: 'login', appBase, query })).toBeNull();
    expect(redirectTarget(undefined, { action: 'register', appBase, query })?.pathname).toBe('/');
  });

  it('keeps a base path of the main application', () => {
    expect(
      redirectTarget(
        { to: 'casino' },
        { action: 'login', appBase: 'http://127.0.0.1:4010/app', query: new URLSearchParams() },
      )?.href,
    ).toBe('http://127.0.0.1:4010/app/casino');
  });

  it('marks a server redirect with where it came from', () => {
    expect(markServerRedirect(new URL('https://winplay.example/x'), 'register').search).toBe(
      '?redirect_event_place=after_reg',
    );
    expect(markServerRedirect(new URL('https://winplay.example/x?a=1'), 'login').search).toBe(
      '?a=1&redirect_event_place=after_login',
    );
  });

  it('builds the auth-service link with set=false, redirect and newReg', () => {
    const link = authServiceLink('https://auth.winplay.example', new URL(here), 'register');
    expect(link.searchParams.get('set')).toBe('false');
    expect(link.searchParams.get('redirect')).toBe('https://promo.winplay.example/new-promo/cash-race/?click_id=abc');
    expect(link.searchParams.get('newReg')).toBe('true');
    expect(authServiceLink('https://auth.winplay.example', new URL(here), 'login').searchParams.has('newReg')).toBe(
      false,
    );
  });
});

describe('the authentication-service link', () => {
  const hosts = { authService: 'https://auth.winplay.example', authServiceTest: 'https://auth-test.winplay.example' };

  it('a test-marked query swaps the host', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(authServiceHost(hosts, 'test', q('click_id=1&test=1'))).toBe('https://auth-test.winplay.example');
    expect(authServiceHost(hosts, 'test', q('test=yes'))).toBe('https://auth-test.winplay.example');
    for (const plain of ['click_id=1', 'test=', 'test=0', 'test=false', 'testing=1'])
      expect(authServiceHost(hosts, 'test', q(plain))).toBe('https://auth.winplay.example');
    expect(isTestMarked(q('env=qa'), 'env=qa')).toBe(true);
    expect(isTestMarked(q('env=prod'), 'env=qa')).toBe(false);
    // No marker configured, or no test host: always the real service.
    expect(authServiceHost(hosts, undefined, q('test=1'))).toBe('https://auth.winplay.example');
    expect(authServiceHost({ authService: hosts.authService }, 'test', q('test=1'))).toBe(
      'https://auth.winplay.example',
    );
  });

  it("the registration's sign-in link uses it: the stored action, the test host, allow-listed", () => {
    const browser = installFakeBrowser('https://promo.winplay.example/new-promo/cash-race/?click_id=abc&test=1');
    try {
      const site = {
        hosts: { ...hosts, mainApp: 'https://winplay.example' },
        testMarker: 'test',
        redirectHosts: ['winplay.example', 'auth.winplay.example', 'auth-test.winplay.example'],
      };
      const went: string[] = [];
      const nav = { href: () => browser.location.href, go: (u: string) => went.push(u) };
      browser.cookies.set('action_type', 'register');
      goToSignIn({ signIn: 'auth-service' }, { site } as unknown as BootData, nav);
      const link = new URL(went[0]!);
      expect(link.origin).toBe('https://auth-test.winplay.example');
      expect(Object.fromEntries(link.searchParams)).toEqual({
        set: 'false',
        redirect: 'https://promo.winplay.example/new-promo/cash-race/?click_id=abc&test=1',
        newReg: 'true',
      });
      // A host that is not allowed is never followed.
      goToSignIn(
        { signIn: 'auth-service' },
        { site: { ...site, redirectHosts: ['winplay.example'] } } as unknown as BootData,
        nav,
      );
      expect(went).toHaveLength(1);
      // The main-site link and the dialog stay as they were.
      goToSignIn({ signIn: 'main-site' }, { site } as unknown as BootData, nav);
      expect(went[1]).toBe('https://winplay.example/?click_id=abc&test=1&auth=true');
      goToSignIn({ currency: 'INR' }, { site } as unknown as BootData, nav);
      expect(dialog.openDialog).toMatchObject({ name: 'sign-in', data: { variant: 'default', currency: 'INR' } });
      closeDialog();
    } finally {
      browser.uninstall();
    }
  });
});
