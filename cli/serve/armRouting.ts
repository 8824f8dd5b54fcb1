/**
 * `promo serve`'s and `promo dev`'s side of A/B experiments, as nginx does it (cli/build/nginxExperiments.ts):
 * a visitor of an experiment URL (or of a {name}/{id} URL that shows one) gets `?arm=<id>` if valid (not sticky), the control if a bot, the arm of a
 * valid cookie, or else a weighted draw and a cookie lasting until the experiment ends. The arm's
 * pre-rendered page is sent in the same response: no extra request, no flash. Pure.
 */
import { ARM_QUERY, BOT_PATTERN, armUrl, pickArm } from '../../model/experiment.ts';
import type { SiteExperiment } from '../../model/Site.ts';

const BOT = new RegExp(BOT_PATTERN, 'i');
/** Cache-Control of a response that assigns an arm (nginx sends the same). */
export const ARM_CACHE_CONTROL = 'private, no-cache';

export interface ArmChoice {
  arm: string;
  setCookie: string | null;
}
export interface VisitorRequest {
  query: URLSearchParams;
  cookie: string | undefined;
  userAgent: string | undefined;
  https: boolean;
  /** Read by the language rule (languageRouting.ts) on pages that follow the browser's language. */
  acceptLanguage?: string | undefined;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The arm one request gets, and the Set-Cookie to send (a new visitor only). Pure; `random` in [0, 1). */
export function chooseArm(
  e: SiteExperiment,
  r: VisitorRequest,
  basePath: string,
  random: () => number = Math.random,
): ArmChoice {
  const known = (id: string | null | undefined) => (id && e.arms.some((a) => a.id === id) ? id : null);
  const forced = known(r.query.get(ARM_QUERY));
  if (forced) return { arm: forced, setCookie: null };
  if (BOT.test(r.userAgent ?? '')) return { arm: e.control, setCookie: null };
  const kept = known(cookieValue(r.cookie, e.cookie));
  if (kept) return { arm: kept, setCookie: null };
  const arm = pickArm(e.arms, random());
  const cookie = `${e.cookie}=${arm}; Path=${basePath}; Expires=${new Date(e.ends).toUTCString()}; SameSite=Lax${r.https ? '; Secure' : ''}`;
  return { arm, setCookie: cookie };
}

/** The experiment an URL below the base belongs to (the plan's list, indexed once per list). */
const indexes = new WeakMap<readonly SiteExperiment[], Map<string, SiteExperiment>>();
export function experimentAt(
  experiments: readonly SiteExperiment[] | undefined,
  url: string,
): SiteExperiment | undefined {
  if (!experiments?.length) return undefined;
  let index = indexes.get(experiments);
  if (!index) {
    index = new Map(experiments.flatMap((e) => e.urls.map((u) => [u, e] as const)));
    indexes.set(experiments, index);
  }
  return index.get(url);
}

export interface ArmResponse {
  /** The page to send, below the base: the URL itself for the control. */ page: string;
  headers: Record<string, string>;
}

/** What a visitor of experiment URL `url` (below the base) gets: the arm's page and the headers that go with it. */
export function armResponse(
  e: SiteExperiment,
  url: string,
  r: VisitorRequest,
  basePath: string,
  random: () => number = Math.random,
): ArmResponse {
  const choice = chooseArm(e, r, basePath, random);
  return {
    page: choice.arm === e.control ? url : armUrl(url, choice.arm),
    // The visitor's own page (its arm, maybe its cookie): a shared cache must not keep it for others.
    headers: {
      Vary: 'Cookie',
      'Cache-Control': ARM_CACHE_CONTROL,
      ...(choice.setCookie && { 'Set-Cookie': choice.setCookie }),
    },
  };
}

/** A request as armResponse reads it, from its URL's query and its headers. */
export function visitorRequest(
  search: string,
  headers: Record<string, string | string[] | undefined>,
  https: boolean,
): VisitorRequest {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join('; ') : v);
  return {
    query: new URLSearchParams(search),
    cookie: one(headers.cookie),
    userAgent: one(headers['user-agent']),
    acceptLanguage: one(headers['accept-language']),
    https,
  };
}
