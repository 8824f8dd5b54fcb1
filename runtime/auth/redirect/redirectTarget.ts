/**
 * Where a visitor goes after sign-up or sign-in: the campaign's redirect rule applied to the main
 * application (or to the address the server returned, when it is allowed). Pure.
 */
import type { RedirectRuleData } from '../../../model/campaignSchema.ts';

export type AuthAction = 'register' | 'login';

export interface RedirectContext {
  action: AuthAction;
  /** Base of the main application, e.g. https://winplay.example. */
  appBase: string;
  /** The landing page's current query (carried over). */
  query: URLSearchParams;
}

const PATHS: Record<Exclude<RedirectRuleData['to'], 'none'>, (r: RedirectRuleData) => string> = {
  'app-root': () => '/',
  casino: () => '/casino',
  'casino-slot': (r) => `/casino/slot/${encodeURIComponent(r.slot ?? '')}`,
  bonuses: () => '/bonuses',
  live: (r) => (r.deepLink ? `/live/${encodeURIComponent(r.deepLink)}` : '/live'),
};

/** The default when a campaign says nothing: after sign-up to the app root, after sign-in stay. */
export const DEFAULT_RULES: Record<AuthAction, RedirectRuleData> = {
  register: { to: 'app-root' },
  login: { to: 'none' },
};

export function redirectTarget(rule: RedirectRuleData | undefined, ctx: RedirectContext): URL | null {
  const r = rule ?? DEFAULT_RULES[ctx.action];
  if (r.to === 'none') return null;
  const base = new URL(ctx.appBase);
  const url = new URL(base.origin);
  url.pathname = base.pathname.replace(/\/$/, '') + PATHS[r.to](r);
  for (const [k, v] of ctx.query) if (!url.searchParams.has(k)) url.searchParams.append(k, v);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, String(v));
  if (ctx.action === 'register') url.searchParams.set('welcomeme', '1');
  return url;
}

/** The server's redirect address, marked with where it was reached from (kept in a cookie for 12 months). */
export function markServerRedirect(url: URL, action: AuthAction): URL {
  const marked = new URL(url);
  marked.searchParams.set('redirect_event_place', action === 'register' ? 'after_reg' : 'after_login');
  return marked;
}
