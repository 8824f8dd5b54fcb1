/**
 * The clock of what a page shows its visitor (countdowns, the schedule state): the visitor's own, or,
 * on a page seen as at another moment (`promo dev`'s ?at=, <html data-visit-at>), one that reads that
 * moment as the page starts loading and ticks on from there, as the inline head script reads it
 * (model/scheduleStates.ts). What talks to the operator (tokens, cookies, caches) keeps the real clock.
 */
import { VISIT_AT_ATTRIBUTE } from '../../model/scheduleStates.ts';

export function pageClock(doc: Document): () => number {
  const at = Number(doc.documentElement?.getAttribute(VISIT_AT_ATTRIBUTE));
  return at ? () => at + performance.now() : () => Date.now();
}
