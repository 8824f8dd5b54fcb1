/**
 * Translation coverage: which English text fields a campaign's other declared locales lack, and
 * which keys of locales/en.json a locale file lacks. Both are warnings (errors with --strict-locales).
 */
import type { CampaignData } from '../../model/campaignSchema.ts';

/** Text fields of a campaign that have a value in English. */
export const englishFields = (c: CampaignData) =>
  Object.keys(c.text.en).filter((k) => (c.text.en as Record<string, unknown>)[k] !== undefined);

/** For each declared locale other than en: the English fields it does not translate. */
export function missingCampaignFields(c: CampaignData): { locale: string; fields: string[] }[] {
  const fields = englishFields(c);
  return Object.entries(c.text)
    .filter(([locale]) => locale !== 'en')
    .map(([locale, text]) => ({
      locale,
      fields: fields.filter((f) => (text as Record<string, unknown> | undefined)?.[f] === undefined),
    }))
    .filter((m) => m.fields.length > 0);
}

/** "en hi:57% pt" — each declared locale and how much of the English text it covers. */
export function coverageSummary(c: CampaignData): string {
  const total = englishFields(c).length || 1;
  return Object.entries(c.text)
    .map(([locale, text]) => {
      if (locale === 'en') return 'en';
      const have = englishFields(c).filter(
        (f) => (text as Record<string, unknown> | undefined)?.[f] !== undefined,
      ).length;
      return have === total ? locale : `${locale}:${Math.round((have / total) * 100)}%`;
    })
    .join(' ');
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Leaf key paths of a locale file; plural forms collapse to their base key. */
export function leafKeys(obj: unknown, prefix: string[] = []): string[] {
  if (Array.isArray(obj) || typeof obj !== 'object' || obj === null) return [prefix.join('.')];
  return Object.entries(obj).flatMap(([k, v]) => leafKeys(v, [...prefix, k.replace(PLURAL, '')]));
}

export function missingLocaleKeys(en: unknown, other: unknown): string[] {
  const have = new Set(leafKeys(other));
  return [...new Set(leafKeys(en))].filter((k) => !have.has(k));
}

/** Leaf values that are empty strings (a translation left blank). */
export function emptyValues(obj: unknown, prefix: string[] = []): string[] {
  if (typeof obj === 'string') return obj.trim() ? [] : [prefix.join('.')];
  if (Array.isArray(obj)) return obj.flatMap((v, i) => emptyValues(v, [...prefix, String(i)]));
  if (obj && typeof obj === 'object') return Object.entries(obj).flatMap(([k, v]) => emptyValues(v, [...prefix, k]));
  return [];
}
