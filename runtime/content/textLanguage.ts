/**
 * The language a page's campaign text is written in when shown in `lang`: the campaign's own text
 * in that language, else its English fallback — which a page built in another language may fill
 * with that language's text ("en carries the same text as pt"), and then is in that language.
 * Money on the page follows it (runtime/components/useMoney.ts).
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { Locale } from '../../model/codes.ts';

export function textLanguage(campaign: Pick<CampaignData, 'text' | 'language'>, lang: Locale): Locale {
  const text = campaign.text as Partial<Record<Locale, unknown>>;
  if (lang !== 'en' && text[lang]) return lang;
  const built = campaign.language;
  if (built && built !== 'en' && text[built] && JSON.stringify(text.en) === JSON.stringify(text[built])) return built;
  return 'en';
}
