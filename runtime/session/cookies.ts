/**
 * Every cookie the site sets from script goes through here: path /, SameSite=Lax, and Secure
 * whenever the page is served over https.
 */
import Cookies from 'js-cookie';

export interface CookieOptions { days?: number; seconds?: number }

export function setCookie(name: string, value: string, opts: CookieOptions = {}, loc: Pick<Location, 'protocol'> = location) {
  const expires = opts.seconds !== undefined ? new Date(Date.now() + opts.seconds * 1000) : opts.days;
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', secure: loc.protocol === 'https:', expires });
}

export const getCookie = (name: string): string | undefined => Cookies.get(name);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });
