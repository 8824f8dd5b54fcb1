/**
 * What a switching page adds to its document: <html data-schedule data-starts data-ends> and the
 * inline head script that picks the state by the visitor's clock before the first paint. A preview
 * build gets data-schedule-preview and no script: it keeps the state of its --at moment. A page seen
 * as at another moment (`promo dev`'s ?at=) carries it as data-visit-at: its clock starts there.
 */
import type { PageData } from '../../model/Site.ts';
import { SCHEDULE_HEAD_SCRIPT, VISIT_AT_ATTRIBUTE } from '../../model/scheduleStates.ts';

export function scheduleHead(
  data: Pick<PageData, 'status' | 'window' | 'switches' | 'preview' | 'visitAt'> | undefined,
): { attributes: string; script: string } {
  if (!data?.switches || !data.window) return { attributes: '', script: '' };
  // Numbers and a fixed word only: nothing here needs escaping.
  const visit = data.visitAt === undefined ? '' : ` ${VISIT_AT_ATTRIBUTE}="${Math.trunc(data.visitAt)}"`;
  const attributes = ` data-schedule="${data.status}" data-starts="${Math.trunc(data.window.starts)}" data-ends="${Math.trunc(data.window.ends)}"${visit}`;
  if (data.preview) return { attributes: `${attributes} data-schedule-preview=""`, script: '' };
  return { attributes, script: `<script>${SCHEDULE_HEAD_SCRIPT}</script>\n` };
}
