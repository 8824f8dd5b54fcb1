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

/** The attributes every cookie gets: path /, SameSite=Lax, Secure on https, and its lifetime. */
export function cookieAttributes(opts: CookieOptions, protocol: string, now = Date.now()) {
  const expires = opts.seconds !== undefined ? new Date(now + opts.seconds * 1000) : opts.days;
  return { path: '/', sameSite: 'Lax' as const, secure: protocol === 'https:', expires };
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
