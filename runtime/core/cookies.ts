/**
 * Every cookie the site sets from script goes through here: path /, SameSite=Lax, and Secure
 * whenever the page is served over https. Reads share one read of `document.cookie` until the running
 * script's microtasks end (or a cookie is written): each read of it is a synchronous call to the browser
 * process, which a busy phone can make wait, and the boot script asks for a dozen cookies in a row.
 */
import Cookies from 'js-cookie';

export interface CookieOptions {
  days?: number;
  seconds?: number;
}

/**
 * The attributes every cookie gets: path /, SameSite=Lax, Secure on https, and its lifetime, twice: Max-Age, which the
 * browser counts from its own clock and which wins where it is understood, and Expires, the date by the page's clock,
 * for a browser that knows only that. A page whose clock is not the browser's (set by hand, or a test's fixed clock)
 * then still keeps the cookie for its whole lifetime.
 */
export function cookieAttributes(opts: CookieOptions, protocol: string, now = Date.now()) {
  const seconds = opts.seconds ?? (opts.days !== undefined ? opts.days * 86_400 : undefined);
  const lifetime = seconds === undefined ? {} : { expires: new Date(now + seconds * 1000), 'max-age': String(seconds) };
  return { path: '/', sameSite: 'Lax' as const, secure: protocol === 'https:', ...lifetime };
}

export function setCookie(
  name: string,
  value: string,
  opts: CookieOptions = {},
  loc: Pick<Location, 'protocol'> = location,
) {
  snapshot = null;
  Cookies.set(name, value, cookieAttributes(opts, loc.protocol));
}

let snapshot: Record<string, string> | null = null;

/** Every cookie, read once for the running script (a cookie set by another tab or a response shows after it). */
function allCookies(): Record<string, string> {
  if (!snapshot) {
    // (js-cookie gives nothing without a document.)
    snapshot = Cookies.get() ?? {};
    queueMicrotask(() => {
      snapshot = null;
    });
  }
  return snapshot;
}

export const getCookie = (name: string): string | undefined => allCookies()[name];
export const removeCookie = (name: string) => {
  snapshot = null;
  Cookies.remove(name, { path: '/' });
};
