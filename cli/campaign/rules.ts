/** Rules beyond the schema, for one campaign file. Each returns Problems pointing at the node concerned. */
import type { CampaignData } from '../../model/campaignSchema.ts';
import {
  CURRENCIES,
  DIALOG_KINDS,
  LOCALES,
  SIGN_IN_VARIANTS,
  SIGN_UP_VARIANTS,
  TIME_ZONE_ALIASES,
} from '../../model/codes.ts';
import { URL_FIELD, checkCampaignUrl } from '../../model/urlPolicy.ts';
import type { Segment } from './locate.ts';
import { closest, didYouMean } from './didYouMean.ts';
import { prizePoolFindings } from './prizePoolRule.ts';
import { isValidTimeZone, parseLocal } from './localTime.ts';
import type { RuleFinding } from './RuleFinding.ts';
import { adTextRules } from './adTextRules.ts';
import { poolFindings, tournamentRules } from './tournamentRules.ts';
import { welcomeOfferRules } from './welcomeOfferRules.ts';
import { imageRules, type ImageFacts } from './imageRule.ts';
import { reservedRouteRules } from './reservedRoutes.ts';

export type { RuleFinding } from './RuleFinding.ts';
export interface RuleContext {
  fileSlug: string;
  templates: readonly string[];
  imageFacts: (path: string) => ImageFacts | undefined;
  siteLocales: readonly string[];
  urlHosts?: readonly string[];
}

/** An alias (IST, India), a near spelling of a zone, or of its city (Kolkatta → Asia/Kolkata). */
function suggestTimeZone(tz: string): string | undefined {
  const zones = [...new Set([...Object.keys(TIME_ZONE_ALIASES), ...Intl.supportedValuesOf('timeZone')])].filter(
    isValidTimeZone,
  );
  const direct = didYouMean(tz, zones);
  if (direct) return direct;
  const city = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  const near = didYouMean(tz.replace(/_/g, ' '), zones.map(city));
  return near === undefined ? undefined : zones.find((z) => city(z) === near);
}

export function campaignRules(c: CampaignData, ctx: RuleContext): RuleFinding[] {
  const groups = [
    identityRules,
    scheduleRules,
    prizeRules,
    tournamentRules,
    welcomeOfferRules,
    routeRules,
    reservedRouteRules,
    dialogRules,
    (c: CampaignData, ctx: RuleContext) => imageRules(c, ctx.imageFacts),
    localeRules,
    urlRules,
    adTextRules,
  ];
  // Each group runs on its own: on a file that failed the schema, one group tripping over a
  // malformed value must not hide the findings of the others.
  return groups.flatMap((rule) => {
    try {
      return rule(c, ctx);
    } catch {
      return [];
    }
  });
}

function identityRules(c: CampaignData, ctx: RuleContext): RuleFinding[] {
  const out: RuleFinding[] = [];
  if (typeof c.slug === 'string' && c.slug !== ctx.fileSlug) {
    out.push({
      code: 'rule/slug-mismatch',
      at: ['slug'],
      message: `The slug "${c.slug}" differs from the file name "${ctx.fileSlug}.yaml". Rename the file or set slug: ${ctx.fileSlug}.`,
    });
  }
  if (typeof c.template === 'string' && !ctx.templates.includes(c.template)) {
    const guess = didYouMean(c.template, ctx.templates);
    out.push({
      code: 'rule/unknown-template',
      at: ['template'],
      explains: true,
      message: `There is no template "${c.template}" in templates/.${guess ? ` Did you mean "${guess}"?` : ''} Use one of: ${ctx.templates.join(', ')}.`,
    });
  }
  return out;
}

function localeRules(c: CampaignData, ctx: RuleContext): RuleFinding[] {
  return Object.keys(c.text ?? {})
    .filter((locale) => (LOCALES as readonly string[]).includes(locale) && !ctx.siteLocales.includes(locale))
    .map((locale) => ({
      code: 'rule/locale-not-enabled',
      at: ['text', locale],
      aim: 'key' as const,
      message: `The locale "${locale}" is not enabled in promo.config.yaml (locales). Enable it there or remove this text.`,
    }));
}

function scheduleRules(c: CampaignData, _ctx?: RuleContext): RuleFinding[] {
  const out: RuleFinding[] = [];
  const s = c.schedule;
  if (!s) return out;
  const tz = s.timeZone ?? 'UTC';
  if (!isValidTimeZone(tz)) {
    const guess = suggestTimeZone(tz);
    out.push({
      code: 'rule/time-zone',
      at: ['schedule', 'timeZone'],
      message: `"${tz}" is not a known time zone.${guess ? ` Did you mean "${guess}"?` : ''} Use an IANA name such as Asia/Kolkata or UTC.`,
    });
  }
  const zone = isValidTimeZone(tz) ? tz : 'UTC';
  const starts = parseLocal(s.starts, zone);
  const ends = parseLocal(s.ends, zone);
  if (starts === null)
    out.push({
      code: 'rule/bad-date',
      at: ['schedule', 'starts'],
      message: `"${s.starts}" is not a real calendar date. Check day and month.`,
    });
  if (ends === null)
    out.push({
      code: 'rule/bad-date',
      at: ['schedule', 'ends'],
      message: `"${s.ends}" is not a real calendar date. Check day and month.`,
    });
  if (starts !== null && ends !== null && ends <= starts) {
    out.push({
      code: 'rule/schedule-order',
      at: ['schedule', 'ends'],
      message: `The schedule ends (${s.ends}) before or when it starts (${s.starts}). Set ends after starts.`,
    });
  }
  (c.tournament?.phases ?? []).forEach((p, i) => {
    const a = parseLocal(p.starts, zone);
    const b = parseLocal(p.ends, zone);
    if (a === null || b === null)
      out.push({
        code: 'rule/bad-date',
        at: ['tournament', 'phases', i, a !== null ? 'ends' : 'starts'],
        message: `"${a !== null ? p.ends : p.starts}" (phase ${i + 1}) is not a real calendar date. Check day and month.`,
      });
    else if (b <= a)
      out.push({
        code: 'rule/schedule-order',
        at: ['tournament', 'phases', i, 'ends'],
        message: `Phase ${i + 1} ends before it starts. Set ends after starts.`,
      });
  });
  return out;
}

function prizeRules(c: CampaignData): RuleFinding[] {
  const out: RuleFinding[] = [];
  let next = 1;
  (c.tournament?.prizes ?? []).forEach((row, i) => {
    // A row with from and to swapped still covers its places: report the swap, not gaps after it.
    const from = Math.min(row.from, row.to ?? row.from);
    const to = Math.max(row.from, row.to ?? row.from);
    if (from !== next) {
      const gap = from - 1 === next ? `place ${next} has` : `places ${next}–${from - 1} have`;
      const what = from > next ? `${gap} no prize` : `place ${from} is already covered`;
      out.push({
        code: 'rule/prize-places',
        at: ['tournament', 'prizes', i, 'from'],
        message: `Prize places must run on without gaps or overlaps: ${what}. This row should start at ${next}.`,
      });
    }
    if (row.to !== undefined && row.to < row.from)
      out.push({
        code: 'rule/prize-places',
        at: ['tournament', 'prizes', i, 'to'],
        message: `"to" (${row.to}) is before "from" (${row.from}). Swap them.`,
      });
    if (!(row.amount > 0))
      out.push({
        code: 'rule/prize-amount',
        at: ['tournament', 'prizes', i, 'amount'],
        message: `Prize amounts must be positive; found ${row.amount}. Remove the row or set the amount.`,
      });
    next = Math.max(next, to + 1);
  });
  const winners = c.tournament?.winners;
  if (winners && c.tournament?.prizes?.length && winners !== next - 1) {
    out.push({
      code: 'rule/prize-places',
      at: ['tournament', 'winners'],
      message: `winners is ${winners} but the prize table pays places 1–${next - 1}. Make them agree.`,
    });
  }
  // With places or amounts wrong the sum is off for that reason alone: one mistake, one error.
  return out.length ? out : poolFindings(c.tournament);
}

function routeRules(c: CampaignData): RuleFinding[] {
  const out: RuleFinding[] = [];
  const param = c.route?.param;
  if (!param) return out;
  if (param.kind !== 'name' && !param.values)
    out.push({
      code: 'rule/route-values',
      at: ['route', 'param'],
      message: `A {${param.kind}} route needs "values": the ${param.kind}s to pre-render.`,
    });
  (param.values ?? []).forEach((v, i) => {
    if (param.kind === 'id' && !(LOCALES as readonly string[]).includes(param.aliases?.[v] ?? v)) {
      out.push({
        code: 'rule/route-id',
        at: ['route', 'param', 'values', i],
        explains: true,
        message: `The id "${v}" is not a locale code. Add it under aliases with the locale it shows (e.g. ${v}: en).`,
      });
    }
    if (param.kind === 'currency' && !(CURRENCIES as readonly string[]).includes(v.toUpperCase())) {
      const guess = didYouMean(v, CURRENCIES)?.toLowerCase();
      const hint = guess
        ? `Did you mean "${guess}"?`
        : `The closest: ${closest(v.toUpperCase(), CURRENCIES)
            .map((x) => x.toLowerCase())
            .join(', ')}.`;
      out.push({
        code: 'rule/route-currency',
        at: ['route', 'param', 'values', i],
        explains: true,
        message: `"${v}" is not a known currency code. ${hint} Write codes in lower case, e.g. inr.`,
      });
    }
  });
  return out;
}

function dialogRules(c: CampaignData): RuleFinding[] {
  const out: RuleFinding[] = [];
  const cta = c.cta;
  // With a misspelt kind the schema says so; which variants it has cannot be known.
  if (cta?.variant && (DIALOG_KINDS as readonly string[]).includes(cta.kind)) {
    const allowed: readonly string[] =
      cta.kind === 'sign-up' ? SIGN_UP_VARIANTS : cta.kind === 'sign-in' ? SIGN_IN_VARIANTS : [];
    if (!allowed.includes(cta.variant))
      out.push({
        code: 'rule/dialog-variant',
        at: ['cta', 'variant'],
        explains: true,
        message: allowed.length
          ? `A ${cta.kind} dialog has no variant "${cta.variant}". Use one of: ${allowed.join(', ')}.`
          : `A ${cta.kind} dialog has no variants; remove "variant".`,
      });
  }
  if (cta?.kind === 'info' && !c.text.en.info)
    out.push({
      code: 'rule/info-text',
      at: ['text', 'en'],
      message: 'The call-to-action opens the info dialog but text.en.info is missing. Add info: { title, body }.',
    });
  for (const when of ['afterRegister', 'afterLogin'] as const) {
    const r = c.redirect?.[when];
    if (!r) continue;
    if (r.to === 'casino-slot' && !r.slot)
      out.push({
        code: 'rule/redirect',
        at: ['redirect', when],
        message: 'to: casino-slot needs "slot", the slot id (e.g. aviator).',
      });
    if (r.slot && r.to !== 'casino-slot')
      out.push({
        code: 'rule/redirect',
        at: ['redirect', when, 'slot'],
        message: '"slot" is only used with to: casino-slot.',
      });
    if (r.deepLink && r.to !== 'live')
      out.push({
        code: 'rule/redirect',
        at: ['redirect', when, 'deepLink'],
        message: '"deepLink" is only used with to: live.',
      });
  }
  return out;
}

/** Every URL-ish field (name ending in Url or Href) follows the one URL policy of model/urlPolicy.ts. */
function urlRules(c: CampaignData, ctx: RuleContext): RuleFinding[] {
  const out: RuleFinding[] = [];
  const walk = (v: unknown, at: Segment[]) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk(x, [...at, i]);
      });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    else if (typeof v === 'string' && URL_FIELD.test(String(at[at.length - 1] ?? ''))) {
      const verdict = checkCampaignUrl(v, ctx.urlHosts ?? []);
      if (!verdict.ok)
        out.push({
          code: 'rule/unsafe-url',
          at,
          message: `This address is refused: ${verdict.reason}. Use a path on this site (e.g. /downloads/app.apk) or an https:// address on an allowed host.`,
        });
    }
  };
  walk(c, []);
  return out;
}
