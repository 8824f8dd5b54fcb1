/**
 * One way of fetching a runtime file per mode (issue 27): ahead of time (`prefetch`) a <link> the browser
 * fetches with no script reading the body, since each read would be a main-thread task while the page is only
 * looked at; on a control's intent or a tap (`modulepreload`) the file read as it comes (streamModule.ts), so the
 * dialog's requests follow sooner.
 */
import type { FetchModule } from './preloadInTurn.ts';

export const fetchByMode =
  (ways: { prefetch: FetchModule; modulepreload: FetchModule }): FetchModule =>
  (href, mode, nearlyThere) =>
    ways[mode](href, mode, nearlyThere);
