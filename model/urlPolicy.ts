/**
 * The one policy for every URL-ish campaign value (a field whose name ends in Url or Href, e.g.
 * params.androidUrl): either a path on this site (`/downloads/app.apk`) or an https:// address on a
 * configured host (the site's redirect allow-list). `promo check` reports a refused value; templates
 * call `campaignHref` again at render, so a value that slipped through never becomes a link off-site.
 *
 * The WHATWG URL parser (the one browsers use) decides what a value means, and a value is accepted
 * only when it is already in the form the browser would read it as: anything the browser would
 * rewrite (backslashes, tabs, newlines, dot segments, upper-case hosts, non-ASCII) is refused with
 * the reading spelled out, so what the author sees is what the visitor gets. Pure: no Node built-ins.
 */

import type { SiteConfig } from './siteConfigSchema.ts';

/** Field names the policy applies to, wherever they sit in a campaign. */
export const URL_FIELD = /(url|href)$/i;
export const MAX_URL_LENGTH = 2000;

export type UrlVerdict = { ok: true; kind: 'path' | 'https'; href: string } | { ok: false; reason: string };

/** A stand-in origin to resolve site paths against; never part of an accepted value. */
const SITE = 'https://site.invalid';

const refuse = (reason: string): UrlVerdict => ({ ok: false, reason });
const visible = (s: string) =>
  s.replace(/[\u0000-\u001f\u007f-\u009f\\]/g, (c) =>
    c === '\\' ? '\\\\' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/** Judges one campaign value against the allowed https hosts (host or host:port, as in URL.host). */
export function checkCampaignUrl(value: unknown, allowedHosts: readonly string[]): UrlVerdict {
  if (typeof value !== 'string') return refuse('it is not text');
  if (!value) return refuse('it is empty');
  if (value.length > MAX_URL_LENGTH) return refuse(`it is longer than ${MAX_URL_LENGTH} characters`);
  // Browsers strip or skip these silently, or (backslash) read them as "/": the value would not mean what it shows.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value))
    return refuse(`it contains a space or control character ("${visible(value)}"); browsers drop or rewrite those`);
  if (value.includes('\\'))
    return refuse(
      'it contains a backslash, which browsers read as "/" (so "/\\evil.com" is the address http://evil.com)',
    );
  if (/[\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]/.test(value))
    return refuse('it contains an invisible or direction-changing character');
  if (/%(2f|5c|2e)/i.test(value.split(/[?#]/)[0]!) || /%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(value))
    return refuse(
      'it contains an encoded control character, or an encoded "/", "\\" or "." in its path (%2F, %5C, %2E, %00–%1F, %7F); write the plain character or remove it',
    );
  if (value.startsWith('//'))
    return refuse(
      `it starts with "//", which browsers read as another site (https:${value.split('/').slice(0, 3).join('/')})`,
    );

  if (value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value, `${SITE}/`);
    } catch {
      return refuse('browsers cannot read it as an address');
    }
    if (url.origin !== SITE) return refuse(`browsers read it as ${url.origin}, another site`);
    const canonical = url.pathname + url.search + url.hash;
    if (canonical !== value) return refuse(`browsers read it as "${canonical}"; write that instead`);
    return { ok: true, kind: 'path', href: value };
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('it is neither a path on this site (starting with "/") nor an https:// address');
  }
  if (url.protocol !== 'https:')
    return refuse(`only https:// addresses or paths on this site are allowed, not ${url.protocol}`);
  if (url.username || url.password)
    return refuse('it contains a user name or password ("…@"), which hides the real host');
  if (!allowedHosts.includes(url.host))
    return refuse(
      `the host ${url.host} is not one of the allowed hosts (${allowedHosts.join(', ') || 'none'}); add it to redirectHosts in promo.config.yaml or use a path on this site`,
    );
  if (url.href !== value && url.href !== `${value}/`)
    return refuse(`browsers read it as "${url.href}"; write that instead`);
  return { ok: true, kind: 'https', href: url.href };
}

/** For templates: the value to put in href, or undefined (no link at all) when the policy refuses it. */
export function campaignHref(value: unknown, allowedHosts: readonly string[]): string | undefined {
  const v = checkCampaignUrl(value, allowedHosts);
  return v.ok ? v.href : undefined;
}

/** The https hosts campaign links may name: the site's redirect allow-list plus every environment's main-app and auth hosts. */
export function siteUrlHosts(config: Pick<SiteConfig, 'redirectHosts' | 'environments'>): string[] {
  const hosts = new Set(config.redirectHosts);
  for (const env of Object.values(config.environments))
    for (const u of [env.mainApp, env.authService, env.authServiceTest]) {
      if (!u) continue;
      try {
        hosts.add(new URL(u).host);
      } catch {
        /* the schema reports a malformed host URL */
      }
    }
  return [...hosts];
}
