import { Type, type Static } from '@sinclair/typebox';

const strict = { additionalProperties: false } as const;
const oneOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/** Section headings: label keys translated in templates/info/locales/<lang>.json (heading.<key>). */
export const INFO_HEADINGS = [
  'howToGet',
  'howToActivate',
  'howToUse',
  'howToWager',
  'howToDeposit',
  'howToWithdraw',
  'promoCodes',
  'freeSpins',
  'freeBets',
  'cashback',
  'bonusStatuses',
  'bonusTypes',
  'account',
  'verification',
  'payments',
  'support',
  'app',
  'faq',
  'goodToKnow',
  'tips',
  'rules',
] as const;
/** Kickers above the title: label keys (topic.<key>). */
export const INFO_TOPICS = [
  'bonuses',
  'promoCodes',
  'sports',
  'casino',
  'account',
  'payments',
  'app',
  'help',
  'rules',
] as const;
/** What a section shows: one of the campaign's text lists, or a built-in table with translated labels. */
export const INFO_SOURCES = ['steps', 'body', 'terms', 'bonus-statuses', 'bonus-types'] as const;
export const INFO_LAYOUTS = ['steps', 'faq', 'list', 'paragraphs'] as const;

export const InfoSection = Type.Object(
  {
    heading: oneOf(
      INFO_HEADINGS,
      'The section heading, as a label key translated into every language (howToGet = "How to get a bonus", faq = "Questions and answers", …).',
    ),
    show: oneOf(
      INFO_SOURCES,
      'What the section shows: a campaign text list (steps, body or terms, in the page language), or a built-in table: bonus-statuses (Active, Deactivated, Win, Lost, Expired) or bonus-types (All, Sport, Casino).',
    ),
    as: Type.Optional(
      oneOf(
        INFO_LAYOUTS,
        'How a text list is laid out: numbered steps, faq (items in pairs: a question, then its answer), a check list, or paragraphs. Default: steps for steps, paragraphs for body, list for terms.',
      ),
    ),
    from: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'First item of the list to show (1 is the first), so that one list can feed several sections.',
      }),
    ),
    count: Type.Optional(
      Type.Integer({ minimum: 1, description: 'How many items to show, starting at "from"; default all the rest.' }),
    ),
    id: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-z0-9-]{0,39}$',
        description: 'Anchor of the section for links like /how-to-use-bonuses/#statuses; default the heading key.',
      }),
    ),
  },
  { ...strict, description: 'One section of the page: a translated heading and what it shows.' },
);

/** Params of the info template: a how-to page assembled from sections, without code. */
export const InfoParams = Type.Object(
  {
    topic: Type.Optional(
      oneOf(INFO_TOPICS, 'Kicker above the title, as a label key (bonuses = "Bonus guide", help = "Help centre", …).'),
    ),
    sections: Type.Optional(
      Type.Array(InfoSection, {
        minItems: 1,
        maxItems: 12,
        description:
          'The sections in page order. Default: the steps as "How to get a bonus", then the body as "Good to know".',
      }),
    ),
    contents: Type.Optional(
      Type.Boolean({
        description:
          'Show the "On this page" list of sections beside the title (default true when there are two sections or more).',
      }),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #ffc130.' })),
  },
  strict,
);
export type InfoParamsData = Static<typeof InfoParams>;
export type InfoSectionData = Static<typeof InfoSection>;
export default InfoParams;
