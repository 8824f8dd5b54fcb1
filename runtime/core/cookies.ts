/**
 * Every cookie the site sets from script goes through here: path /, SameSite=Lax, and Secure
 * whenever the page is served over https.
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
  Cookies.set(name, value, cookieAttributes(opts, loc.protocol));
}

export const getCookie = (name: string): string | undefined => Cookies.get(name);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });
