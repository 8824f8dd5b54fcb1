/** Campaign text for one locale, each field falling back to English on its own. */
import type { CampaignData, CampaignLocaleText } from '../../model/campaignSchema.ts';
import type { Locale } from '../../model/codes.ts';

export type ResolvedText = CampaignLocaleText & { title: string };

export function resolveText(campaign: Pick<CampaignData, 'text'>, locale: Locale): ResolvedText {
  const en = campaign.text.en as ResolvedText;
  const own = (campaign.text as Partial<Record<Locale, CampaignLocaleText>>)[locale];
  if (!own || locale === 'en') return en;
  const out: Record<string, unknown> = { ...en };
  for (const [k, v] of Object.entries(own)) if (v !== undefined) out[k] = v;
  return out as ResolvedText;
}
