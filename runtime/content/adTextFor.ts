/**
 * Campaign text with its `{{param|Default}}` slots resolved for rendering: on the server as marks
 * that onRenderHtml turns into `<span data-ad>` (the boot script fills them); in the browser (a page
 * rendered again in another language) as the sanitised query value or the default, as plain text.
 */
import type { CampaignData } from '../../model/campaignSchema.ts';
import { AD_TEXT_DEFAULT_MAX, sanitizeAdValue } from '../../model/adText.ts';
import { fillSlots, mapStrings, markSlots } from '../../model/adTextSlots.ts';

export function adTextFor<T>(
  text: T,
  campaign: Pick<CampaignData, 'adText'>,
  search: string | null = typeof location === 'undefined' ? null : location.search,
): T {
  if (search === null) return mapStrings(text, markSlots);
  const query = new URLSearchParams(search);
  const allowed = campaign.adText?.params ?? [];
  const max = campaign.adText?.maxLength ?? AD_TEXT_DEFAULT_MAX;
  const only = campaign.adText?.only;
  return mapStrings(text, (s) =>
    fillSlots(s, (p) => (allowed.includes(p) ? sanitizeAdValue(query.get(p), max, only?.[p]) : null)),
  );
}
