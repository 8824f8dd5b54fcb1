/**
 * Route paths the build itself uses below the base path: a campaign that took one would be served as
 * a file of the build (under assets/: a year of immutable caching and no page CSP) or hide it. An
 * error at the route's path, alias or {param} value that takes it (or at the slug, the default path).
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { ASSETS_DIR, IMAGE_DIR } from '../../model/builtPaths.ts';
import { ARM_SEGMENT } from '../../model/experiment.ts';
import { PAGE_DATA_FILE } from '../../model/Site.ts';
import { LANG_SEGMENT } from '../../model/pageLanguage.ts';
import { WORKER_FILE } from '../../runtime/worker/workerRoute.ts';
import type { Segment } from './locate.ts';
import type { RuleFinding } from './RuleFinding.ts';

/** First segments below the base that the build writes, and what is there. */
export const RESERVED_FIRST: Readonly<Record<string, string>> = {
  [ASSETS_DIR]: "the site's scripts and styles",
  [IMAGE_DIR]: 'the campaign images',
  [WORKER_FILE]: 'the background worker',
  '404.html': 'the not-found page',
};
/** Segments the build writes at any depth. */
export const RESERVED_ANY: Readonly<Record<string, string>> = {
  [ARM_SEGMENT]: "the A/B experiments' arm pages",
  [LANG_SEGMENT]: 'the pages in other languages',
  [PAGE_DATA_FILE]: "each page's data",
  'index.html': 'each page',
};

/** What a route path collides with, or null. Compared in lower case (a case-insensitive disk or proxy). */
export function reservedBy(path: string): string | null {
  const segments = path.toLowerCase().split('/');
  const first = segments[0] ?? '';
  if (Object.hasOwn(RESERVED_FIRST, first)) return `${first}/ holds ${RESERVED_FIRST[first]}`;
  for (const s of segments)
    if (Object.hasOwn(RESERVED_ANY, s)) return `${s} is where the build writes ${RESERVED_ANY[s]}`;
  return null;
}

/**
 * Whether a {name} rewrite must leave a segment alone (the servers answer 404, never the page): the
 * segment below `prefix` (`/`, `/blogger/`) spells a path the build uses, in any case.
 */
export function isReservedSegment(prefix: string, segment: string): boolean {
  return reservedBy(`${prefix.slice(1)}${segment}`) !== null;
}

/** The reserved names a {name} segment below `prefix` can spell (letters, digits, `-`, `_`): what nginx refuses. */
export function reservedSegmentNames(prefix: string): string[] {
  const names = [...(prefix === '/' ? Object.keys(RESERVED_FIRST) : []), ...Object.keys(RESERVED_ANY)];
  return names.filter((n) => /^[A-Za-z0-9_-]+$/.test(n));
}

export function reservedRouteRules(c: CampaignData): RuleFinding[] {
  const out: RuleFinding[] = [];
  const route = c.route;
  const path = route?.path ?? c.slug;
  if (typeof path !== 'string') return out;
  const say = (p: string, at: Segment[], what: string) => {
    const why = reservedBy(p);
    if (why)
      out.push({
        code: 'rule/reserved-route',
        at,
        message: `The ${what} "${p}" is reserved: ${why} (the build writes there). Choose another.`,
      });
  };
  say(
    path,
    route?.path !== undefined ? ['route', 'path'] : ['slug'],
    route?.path !== undefined ? 'route path' : 'route path (from the slug)',
  );
  (route?.aliases ?? []).forEach((a, i) => {
    say(a, ['route', 'aliases', i], 'route alias');
  });
  // A value is a segment of its own: reserved at the root, or anywhere for the any-depth names.
  if (!reservedBy(path))
    (route?.param?.values ?? []).forEach((v, i) => {
      say(path ? `${path}/${v}` : v, ['route', 'param', 'values', i], 'route value');
    });
  return out;
}
