/**
 * The small script every page loads: reads the page's boot data and wires the pre-rendered page.
 * No framework here; heavier behaviour (stores, dialogs, API) is imported on demand.
 */
import type { BootData } from './BootData.ts';
import { startCountdowns } from './countdown.ts';
import { wireInfoDialog } from './infoDialog.ts';

export function readBootData(doc: Document = document): BootData | null {
  const el = doc.getElementById('promo-boot');
  if (!el?.textContent) return null;
  try { return JSON.parse(el.textContent) as BootData; } catch { return null; }
}

export function boot(doc: Document = document) {
  const data = readBootData(doc);
  doc.documentElement.dataset.promoBooted = data ? data.slug : 'error-page';
  startCountdowns(doc);
  wireInfoDialog(doc);
}
