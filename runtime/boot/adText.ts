/**
 * Ad-matched text: each `<span data-ad="param">Default</span>` the server rendered gets the value of
 * that query parameter, if the campaign allows the parameter and the value passes the character
 * policy and length cap (model/adText.ts). textContent only, never HTML; otherwise the default stays.
 * Runs first thing in the boot script, before the first paint of the deferred page.
 */
import { sanitizeAdValue } from '../../model/adText.ts';
import type { BootData } from '../core/BootData.ts';

export function applyAdText(doc: Document, query: URLSearchParams, policy: BootData['adText']): number {
  if (!policy) return 0;
  let replaced = 0;
  for (const span of doc.querySelectorAll<HTMLElement>('span[data-ad]')) {
    const param = span.dataset.ad ?? '';
    const value = policy.params.includes(param)
      ? sanitizeAdValue(query.get(param), policy.maxLength, policy.only?.[param])
      : null;
    if (value !== null) {
      span.textContent = value;
      replaced++;
    }
  }
  return replaced;
}
