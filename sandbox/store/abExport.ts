/**
 * The sandbox's event log as the A/B event export (model/abEvents.ts): a pixel call of an experiment
 * page is an exposure (its `ab-open` category an opening), a statistics call an opening, a
 * registration a registration. Events that name no visitor (pages from before visitor ids) are left out.
 */
import type { AbEvent, AbEventKind } from '../../model/abEvents.ts';
import { AB_OPEN_CATEGORY } from '../../model/experiment.ts';
import type { SandboxEvent } from './events.ts';

function kindOf(e: SandboxEvent): AbEventKind | null {
  if (e.kind === 'pixel') return e.data.category === AB_OPEN_CATEGORY ? 'open' : 'exposure';
  if (e.kind === 'statistics') return 'open';
  if (e.kind === 'registration') return 'registration';
  return null;
}

export function abExport(events: readonly SandboxEvent[]): AbEvent[] {
  const out: AbEvent[] = [];
  for (const e of events) {
    const event = kindOf(e);
    const { experiment, arm, visitor } = e.data;
    if (event && typeof experiment === 'string' && typeof arm === 'string' && typeof visitor === 'string')
      out.push({ time: e.time, experiment, arm, visitor, event });
  }
  return out;
}
