/**
 * What a switching page adds to its document: <html data-schedule data-starts data-ends> and the
 * inline head script that picks the state by the visitor's clock before the first paint. A preview
 * build gets data-schedule-preview and no script: it keeps the state of its --at moment.
 */
import type { PageData } from '../../model/Site.ts';
import { SCHEDULE_HEAD_SCRIPT } from '../../model/scheduleStates.ts';

export function scheduleHead(data: Pick<PageData, 'status' | 'window' | 'switches' | 'preview'> | undefined): { attributes: string; script: string } {
  if (!data?.switches || !data.window) return { attributes: '', script: '' };
  // Numbers and a fixed word only: nothing here needs escaping.
  const attributes = ` data-schedule="${data.status}" data-starts="${Math.trunc(data.window.starts)}" data-ends="${Math.trunc(data.window.ends)}"`;
  if (data.preview) return { attributes: `${attributes} data-schedule-preview=""`, script: '' };
  return { attributes, script: `<script>${SCHEDULE_HEAD_SCRIPT}</script>\n` };
}
