import type { PageData } from '../../model/Site.ts';

/**
 * Issue 14: "search engines and the no-JS path see the control". The server assigns an arm before it
 * knows whether the visitor runs scripts, so an arm other than the control carries, in <head>, a
 * `<noscript>` refresh to the same address with `?arm=<control>` (forced, never sticky). A browser
 * with scripting on ignores it entirely (no flash, no request); one without goes straight to the
 * control. Arm ids are checked by the schema (`[a-z0-9-]`), so the URL needs no escaping; it is
 * escaped anyway.
 */
export function noScriptControl(data: PageData | undefined): string {
  const e = data?.experiment;
  if (!e || e.arm === e.control) return '';
  const url = `?arm=${encodeURIComponent(e.control)}`;
  return `<noscript><meta http-equiv="refresh" content="0; url=${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></noscript>\n`;
}
