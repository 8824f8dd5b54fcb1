/**
 * The clock of what a page shows its visitor (countdowns, the schedule state): the visitor's own, or,
 * on a page seen as at another moment (`promo dev`'s ?at=, <html data-visit-at>), one that reads that
 * moment when the boot script first asks and ticks on from there (one start per document, shared by
 * the countdowns and the schedule switch). What talks to the operator (tokens, cookies, caches) keeps
 * the real clock.
 */
import { VISIT_AT_ATTRIBUTE } from '../../model/scheduleStates.ts';

const started = new WeakMap<Document, number>();

export function pageClock(doc: Document): () => number {
  const at = Number(doc.documentElement?.getAttribute(VISIT_AT_ATTRIBUTE));
  if (!at) return () => Date.now();
  if (!started.has(doc)) started.set(doc, Date.now());
  const from = started.get(doc)!;
  return () => at + (Date.now() - from);
}
