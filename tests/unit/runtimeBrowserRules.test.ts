/** Runtime rules that touch browser objects, with small fakes in place of the browser. */
import { describe, expect, it } from 'vitest';
import { cookieAttributes } from '../../runtime/core/cookies.ts';
import { reloadOnChunkFailure, CHUNK_RELOAD_GUARD_MS } from '../../runtime/boot/chunkReload.ts';
import { captchaLanguage } from '../../runtime/auth/forms/CaptchaArea.tsx';

describe('cookies set from script', () => {
  it('are SameSite=Lax on path /, Secure only on https', () => {
    expect(cookieAttributes({ days: 365 }, 'https:', 1_000_000)).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
      expires: new Date(1_000_000 + 365 * 86_400_000),
      'max-age': String(365 * 86_400),
    });
    expect(cookieAttributes({ days: 7 }, 'http:').secure).toBe(false);
    expect(cookieAttributes({}, 'https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true });
  });

  it("carry their lifetime as Max-Age too, which the browser counts from its own clock, not the page's", () => {
    const attrs = cookieAttributes({ seconds: 3600 }, 'https:', 1_000_000);
    expect(attrs['max-age']).toBe('3600');
    expect((attrs.expires as Date).getTime()).toBe(1_000_000 + 3_600_000);
    expect(cookieAttributes({ days: 7 }, 'https:')['max-age']).toBe('604800');
  });
});

describe('chunk-load failure', () => {
  function fakeWindow() {
    const listeners: Record<string, ((e: unknown) => void)[]> = {};
    const store = new Map<string, string>();
    let reloads = 0;
    const win = {
      addEventListener: (t: string, f: (e: unknown) => void) => {
        (listeners[t] ??= []).push(f);
      },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      location: {
        reload: () => {
          reloads++;
        },
      },
    };
    const fire = (t: string, e: unknown) => listeners[t]?.forEach((f) => f(e));
    return { win: win as unknown as Window, fire, reloads: () => reloads };
  }

  it('reloads the page once, and not again within 60 s', () => {
    let now = 1_000_000;
    const { win, fire, reloads } = fakeWindow();
    reloadOnChunkFailure(win, () => now);
    fire('vite:preloadError', { preventDefault() {} });
    expect(reloads()).toBe(1);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    fire('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module: x.js') });
    expect(reloads()).toBe(1);
    now += 2;
    fire('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module: x.js') });
    expect(reloads()).toBe(2);
    fire('unhandledrejection', { reason: new Error('something else') });
    expect(reloads()).toBe(2);
  });
});

describe('captcha language', () => {
  it.each([
    ['hi', 'hi'],
    ['pt', 'pt'],
    ['th', 'th'],
    ['bn', 'en'],
    ['my', 'en'],
    ['sw', 'en'],
    ['uz', 'en'],
  ])('%s → %s', (l, out) => expect(captchaLanguage(l)).toBe(out));
});

import { startCountdowns } from '../../runtime/boot/countdown.ts';
import { vi } from 'vitest';
describe('countdowns', () => {
  function fakeDoc(target: number) {
    const cells = ['days', 'hours', 'minutes', 'seconds'].map((unit) => ({ dataset: { unit }, textContent: '' }));
    const el = { dataset: { countdownTo: String(target) }, querySelectorAll: () => cells };
    return { doc: { querySelector: () => el, querySelectorAll: () => [el] } as unknown as Document, cells };
  }
  it('reloads once when zero is crossed while open, never for one already past on arrival', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    let reloads = 0;
    const live = fakeDoc(now + 2000);
    startCountdowns(
      live.doc,
      () => now,
      () => reloads++,
    );
    expect(live.cells.map((c) => c.textContent)).toEqual(['00', '00', '00', '02']);
    now += 3000;
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(5000);
    expect(reloads).toBe(1);
    const past = fakeDoc(now - 5000);
    startCountdowns(
      past.doc,
      () => now,
      () => reloads++,
    );
    vi.advanceTimersByTime(10_000);
    expect(reloads).toBe(1);
    expect(past.cells.map((c) => c.textContent)).toEqual(['00', '00', '00', '00']);
    vi.useRealTimers();
  });
});
