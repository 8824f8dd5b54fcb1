/** What an info page shows when the campaign leaves a param out. Plain data: Page.tsx reads it without params.ts (TypeBox). */
import type { InfoSectionData } from './params.ts';

export const INFO_DEFAULTS = {
  /** The steps as "How to get a bonus", then the body as "Good to know". */
  sections: [
    { heading: 'howToGet', show: 'steps' },
    { heading: 'goodToKnow', show: 'body' },
  ] satisfies InfoSectionData[],
  /** How a text list is laid out when its section says nothing. */
  layout: { steps: 'steps', body: 'paragraphs', terms: 'list' },
} as const;
