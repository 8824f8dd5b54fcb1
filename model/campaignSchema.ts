/**
 * The campaign format, written once as a TypeBox schema: it IS the JSON Schema that ajv checks and
 * that `campaigns/campaign.schema.json` is generated from, and `Static<>` gives the TypeScript types.
 * Template params are checked against `templates/<name>/params.schema.json` (see composeSchema.ts).
 */
import { Type, type Static, type TOptional } from '@sinclair/typebox';
import {
  CURRENCIES,
  DIALOG_KINDS,
  LOCALES,
  PIXEL_CATEGORIES,
  REDIRECT_TARGETS,
  ROUTE_PARAM_KINDS,
  SIGN_IN_VARIANTS,
  SIGN_UP_VARIANTS,
} from './codes.ts';
import { experimentSchema } from './experimentSchema.ts';
import { AdTextSchema } from './adTextSchema.ts';

const strict = { additionalProperties: false } as const;
/** A string enum as plain JSON Schema `enum` (clearer ajv errors than a union of literals). */
const literalUnion = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

export const Slug = Type.String({
  pattern: '^[a-z0-9][a-z0-9_-]{0,79}$',
  description: 'Lower-case letters, digits, "-" and "_"; equals the file name.',
});
export const CurrencyCode = literalUnion(CURRENCIES, 'ISO currency code, upper case, e.g. INR.');
export const LocaleCode = literalUnion(LOCALES, 'One of the 16 interface languages.');
/** A local date-time `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` (or with T), read in the schedule's time zone. */
export const LocalDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2})?)?$',
  description: "Write dates as 2026-12-01 or 2026-12-01 18:00 (local time in the schedule's time zone).",
});
/**
 * A file under campaigns/assets/ by its path: segments that neither start with a dot nor are empty, a
 * JPEG, PNG, WebP or AVIF name (no SVG: it can carry script). The file's content is checked too
 * (cli/campaign/assetFile.ts).
 */
export const ASSET_PATH_PATTERN =
  '^[A-Za-z0-9_-][A-Za-z0-9_.-]*(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\\.(webp|png|jpe?g|avif)$';
/** A file under campaigns/assets/, e.g. img/cash-race/hero.webp. */
export const AssetPath = Type.String({
  pattern: ASSET_PATH_PATTERN,
  description: 'Image path relative to campaigns/assets/, e.g. img/cash-race/hero.webp.',
});

export const Money = Type.Object(
  { amount: Type.Number({ exclusiveMinimum: 0 }), currency: CurrencyCode },
  { ...strict, description: 'An amount in major units (rupees, not paise) and its currency.' },
);

const RouteSegments = Type.String({
  pattern: '^$|^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$',
  description: 'Path below /new-promo/ without slashes at either end, e.g. cash-drop/inr. Empty for the root page.',
});
export const Route = Type.Object(
  {
    path: Type.Optional(RouteSegments),
    aliases: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$' }), {
        uniqueItems: true,
        minItems: 1,
        description:
          'More paths showing the same page, e.g. daily-tournament/inedx (an old link that must keep working).',
      }),
    ),
    param: Type.Optional(
      Type.Object(
        {
          kind: literalUnion(
            ROUTE_PARAM_KINDS,
            'id picks the info-dialog language, currency the offer currency, name a free blogger handle.',
          ),
          values: Type.Optional(
            Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$' }), { uniqueItems: true, minItems: 1 }),
          ),
          aliases: Type.Optional(
            Type.Record(Type.String({ pattern: '^[a-z0-9]+$' }), LocaleCode, {
              description:
                'For kind id: id values that are not locale codes, mapped to the locale whose text they show (mmk: my).',
            }),
          ),
          lowerCase: Type.Optional(
            Type.Boolean({
              description:
                'For kind id: an id written in any case (/PT/) shows the page of its lower-case value (/pt/).',
            }),
          ),
        },
        {
          ...strict,
          description:
            'Optional last segment /{kind?}; id and currency pre-render each value, name matches any handle.',
        },
      ),
    ),
  },
  { ...strict, description: 'Where the page lives; defaults to /<slug>/.' },
);

export const DialogRef = Type.Object(
  {
    kind: literalUnion(DIALOG_KINDS, 'Which dialog the call-to-action opens.'),
    // Both kinds have a "fortune" variant: list it once (a duplicate enum item invalidates the schema).
    variant: Type.Optional(
      literalUnion([...new Set([...SIGN_UP_VARIANTS, ...SIGN_IN_VARIANTS])], 'Variant of a sign-up or sign-in dialog.'),
    ),
    name: Type.Optional(Type.String({ maxLength: 40, description: 'Dialog data name, e.g. aviator, india, teen.' })),
    currency: Type.Optional(CurrencyCode),
    bonus: Type.Optional(
      literalUnion(['casino', 'sport'] as const, 'Welcome-bonus hint preselected in the bonus list.'),
    ),
    percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    signIn: Type.Optional(
      literalUnion(
        ['dialog', 'main-site', 'auth-service'] as const,
        "Where the registration's sign-in link leads: a sign-in dialog, the main site with auth=true, or the authentication service (set=false, redirect back here).",
      ),
    ),
    signInVariant: Type.Optional(
      literalUnion(
        SIGN_IN_VARIANTS,
        "The sign-in dialog this page's sign-in controls and its registration's sign-in link open (spec: casino on wheel pages, fortune on fortune pages, login beside the custom registration). Default: default.",
      ),
    ),
  },
  { ...strict, description: 'The dialog a call-to-action opens and the data it gets.' },
);

export const RedirectRule = Type.Object(
  {
    to: literalUnion(REDIRECT_TARGETS, 'Destination in the main application.'),
    slot: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+$', description: 'Casino slot id for to: casino-slot.' })),
    deepLink: Type.Optional(
      Type.String({ pattern: '^[a-z0-9-]+$', description: 'Live deep link, e.g. join-ipl-action.' }),
    ),
    query: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[a-z_][a-z0-9_]*$' }),
        Type.Unsafe<string | number>({ type: ['string', 'number'], maxLength: 100 }),
      ),
    ),
    keepAction: Type.Optional(Type.Boolean({ description: 'Keep the stored action type after redirecting.' })),
  },
  strict,
);

export const Schedule = Type.Object(
  {
    starts: LocalDateTime,
    ends: LocalDateTime,
    timeZone: Type.Optional(Type.String({ description: 'IANA time zone, e.g. Asia/Kolkata. Default UTC.' })),
    recurring: Type.Optional(
      literalUnion(['daily', 'weekly'] as const, 'Repeats within the schedule, e.g. a daily tournament.'),
    ),
  },
  strict,
);

export const PrizeRow = Type.Object(
  {
    from: Type.Integer({ minimum: 1, description: 'First place this row pays.' }),
    to: Type.Optional(Type.Integer({ minimum: 1, description: 'Last place; omit for a single place.' })),
    amount: Type.Number({ description: 'Prize per place, in the pool currency unless currency is set.' }),
    currency: Type.Optional(CurrencyCode),
    prize: Type.Optional(Type.String({ maxLength: 80, description: 'A non-cash prize, e.g. "iPhone 15".' })),
  },
  strict,
);

/** Leaderboard points for a bet: per amount staked or won, per win multiplier, or per spin. */
export const PointsRow = Type.Object(
  {
    points: Type.Number({ exclusiveMinimum: 0 }),
    per: Type.Optional(Money),
    multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    on: Type.Optional(
      literalUnion(
        ['stake', 'win', 'spin'] as const,
        'What earns the points: the amount staked (default with per), the amount won, or each spin (default without per).',
      ),
    ),
  },
  strict,
);

/** Random cash drops: how many drops of one amount fall on qualifying bets. */
export const DropRow = Type.Object(
  {
    count: Type.Integer({ minimum: 1, description: 'How many drops of this amount.' }),
    amount: Type.Number({
      exclusiveMinimum: 0,
      description: 'Each drop, in the pool currency unless currency is set.',
    }),
    currency: Type.Optional(CurrencyCode),
  },
  strict,
);

/** One race of a campaign that runs several (a stake race and a win race, a series of weekend races). */
export const Race = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, description: 'The race as players know it, e.g. "Santa Spins".' }),
    starts: Type.Optional(LocalDateTime),
    ends: Type.Optional(LocalDateTime),
    pool: Type.Optional(Money),
    points: Type.Optional(Type.Array(PointsRow, { minItems: 1 })),
    prizes: Type.Optional(Type.Array(PrizeRow, { minItems: 1 })),
  },
  { ...strict, description: "A race with its own dates (default the campaign's), pool, points and prizes." },
);

export const Tournament = Type.Object(
  {
    format: Type.Optional(
      literalUnion(
        ['leaderboard', 'draw'] as const,
        'leaderboard: the top players win; draw: prizes are drawn among ticket holders. Default: draw when a ticketPrice is set, else leaderboard.',
      ),
    ),
    pool: Type.Optional(Money),
    altPools: Type.Optional(Type.Array(Money, { description: 'The pool in other currencies.' })),
    prizes: Type.Optional(Type.Array(PrizeRow, { minItems: 1 })),
    winners: Type.Optional(Type.Integer({ minimum: 1 })),
    minBet: Type.Optional(Money),
    minOdds: Type.Optional(Type.Number({ minimum: 1 })),
    points: Type.Optional(
      Type.Array(PointsRow, {
        minItems: 1,
        description: 'Leaderboard points: per stake, per amount won, per win multiplier, or per spin.',
      }),
    ),
    drops: Type.Optional(
      Type.Array(DropRow, {
        minItems: 1,
        description: 'Random cash drops; with the prizes and the races they add up to the pool.',
      }),
    ),
    races: Type.Optional(
      Type.Array(Race, { minItems: 1, description: 'Several races in one campaign; their pools add up to the pool.' }),
    ),
    ticketPrice: Type.Optional(
      Type.Object(Money.properties, {
        ...strict,
        description: 'A giveaway ticket: one per qualifying bet of this amount.',
      }),
    ),
    phases: Type.Optional(
      Type.Array(Type.Object({ starts: LocalDateTime, ends: LocalDateTime, pool: Type.Optional(Money) }, strict), {
        minItems: 1,
      }),
    ),
    wager: Type.Optional(
      Type.Object({ multiplier: Type.Number({ minimum: 0 }), hours: Type.Integer({ minimum: 1 }) }, strict),
    ),
    payoutHours: Type.Optional(Type.Integer({ minimum: 1 })),
    maxTicketsPerDay: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { ...strict, description: 'Tournament, race or giveaway data shown by the page and its info dialog.' },
);

const Line = Type.String({ minLength: 1, maxLength: 2000 });
const textFields = {
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 160 })),
  subtitle: Type.Optional(Type.String({ maxLength: 300 })),
  body: Type.Optional(Type.Array(Line)),
  cta: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  steps: Type.Optional(Type.Array(Line)),
  terms: Type.Optional(Type.Array(Line)),
  info: Type.Optional(
    Type.Object(
      { title: Type.Optional(Type.String({ maxLength: 160 })), body: Type.Array(Line, { minItems: 1 }) },
      strict,
    ),
  ),
};
const textDescription = 'Text shown in one language. Plain text only: never HTML.';
export const LocaleText = Type.Object(textFields, { ...strict, description: textDescription });
const EnglishText = Type.Object(
  { ...textFields, title: Type.String({ minLength: 1, maxLength: 160 }) },
  { ...strict, description: `${textDescription} English is required and is the fallback.` },
);

const otherLocales = Object.fromEntries(
  LOCALES.filter((l) => l !== 'en').map((l) => [l, Type.Optional(LocaleText)]),
) as Record<Exclude<(typeof LOCALES)[number], 'en'>, TOptional<typeof LocaleText>>;
export const CampaignText = Type.Object(
  { en: EnglishText, ...otherLocales },
  { ...strict, description: 'Text per locale; en is required, others fall back to en field by field.' },
);

export const Features = Type.Object(
  {
    supportChat: Type.Optional(Type.Boolean({ description: 'Load the support chat widget on this page.' })),
    languageFromBrowser: Type.Optional(
      Type.Boolean({ description: 'Set i18n_lang from the browser language when unset.' }),
    ),
    skipSettings: Type.Optional(Type.Boolean({ description: 'Do not load settings and bonuses on start.' })),
    followRemembered: Type.Optional(
      Type.Boolean({
        description: "Send a visitor with the 'mirred' cookie on to the remembered address (promotion pages do not).",
      }),
    ),
    currencyQuery: Type.Optional(
      literalUnion(['val_cur', 'currency'] as const, 'Query parameter that presets the currency; default val_cur.'),
    ),
    currencyWins: Type.Optional(
      literalUnion(
        ['dialog', 'query'] as const,
        "When the call to action's currency and the currency query both give one, which wins; default dialog.",
      ),
    ),
    infoDialogWidth: Type.Optional(
      Type.Integer({
        minimum: 20,
        maximum: 100,
        description:
          'Width of the info dialog in percent of the window (default 620 px); the full width on a phone either way.',
      }),
    ),
  },
  strict,
);

export const CampaignSchema = Type.Object(
  {
    slug: Slug,
    template: Type.String({ pattern: '^[a-z0-9-]+$', description: 'Folder name under templates/.' }),
    route: Type.Optional(Route),
    language: Type.Optional(
      Type.Unsafe<(typeof LOCALES)[number]>({
        type: 'string',
        enum: [...LOCALES],
        description:
          "Language the page is built in, e.g. hi for /roulette-3/hi/; default the site's. A visitor's own choice (i18n_lang) still wins.",
      }),
    ),
    languages: Type.Optional(
      Type.Array(LocaleCode, {
        uniqueItems: true,
        description:
          "Languages the page is pre-rendered in besides those its text is written in (and its own), e.g. [tr, id] for a market's visitors: a visitor whose i18n_lang is one of them gets the page in it in the first HTML. Any other language is shown by the page's script after load.",
      }),
    ),
    pixel: Type.Optional(literalUnion(PIXEL_CATEGORIES, 'Tracking pixel category fired 3 s after arrival.')),
    cta: Type.Optional(DialogRef),
    redirect: Type.Optional(
      Type.Object({ afterRegister: Type.Optional(RedirectRule), afterLogin: Type.Optional(RedirectRule) }, strict),
    ),
    features: Type.Optional(Features),
    schedule: Type.Optional(Schedule),
    tournament: Type.Optional(Tournament),
    params: Type.Optional(
      Type.Object({}, { description: 'Template parameters: see templates/<template>/params.schema.json.' }),
    ),
    text: CampaignText,
    adText: Type.Optional(AdTextSchema),
    experiment: Type.Optional(experimentSchema({ LocaleText, DialogRef, LocalDateTime })),
  },
  { ...strict, $id: 'campaign', title: 'promo campaign' },
);

export type CampaignData = Static<typeof CampaignSchema>;
export type CampaignLocaleText = Static<typeof LocaleText>;
export type MoneyData = Static<typeof Money>;
export type RedirectRuleData = Static<typeof RedirectRule>;
export type DialogRefData = Static<typeof DialogRef>;
export type TournamentData = Static<typeof Tournament>;
export type ScheduleData = Static<typeof Schedule>;
export type ExperimentData = NonNullable<CampaignData['experiment']>;
export type ArmData = ExperimentData['arms'][number];
export type AdTextData = NonNullable<CampaignData['adText']>;
export type PointsRowData = Static<typeof PointsRow>;
export type PrizeRowData = Static<typeof PrizeRow>;
export type DropRowData = Static<typeof DropRow>;
export type RaceData = Static<typeof Race>;
