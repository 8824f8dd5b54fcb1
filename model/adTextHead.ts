/**
 * Ad-matched text before the first paint, however late the deferred boot script runs (a busy phone
 * paints the parsed page first): a page whose campaign takes ad text names its parameters in
 * <html data-ad-params>, and this inline head script (the same text on every page: one CSP hash)
 * marks <html data-ad-pending> when the URL carries a value for one of them. base.css hides the page
 * while it is marked; the boot script removes the mark once the values are in (runtime/boot/adText.ts),
 * so the visitor never sees the default first. Shown anyway after AD_PENDING_MAX_MS, should the boot
 * script never run. Without scripts nothing is marked and the defaults show.
 */
export const AD_PARAMS_ATTRIBUTE = 'data-ad-params';
export const AD_PENDING_ATTRIBUTE = 'data-ad-pending';
export const AD_PENDING_MAX_MS = 1500;

export const AD_TEXT_HEAD_SCRIPT = `(function(d){var p=(d.getAttribute("${AD_PARAMS_ATTRIBUTE}")||"").split(" "),q=new URLSearchParams(location.search);for(var i=0;i<p.length;i++)if(p[i]&&q.get(p[i])){d.setAttribute("${AD_PENDING_ATTRIBUTE}","");setTimeout(function(){d.removeAttribute("${AD_PENDING_ATTRIBUTE}")},${AD_PENDING_MAX_MS});return}})(document.documentElement)`;

/** The <html> attributes and the head script of a page whose campaign takes these ad parameters (none: nothing). */
export function adTextHead(params: readonly string[] | undefined): { attributes: string; script: string } {
  if (!params?.length) return { attributes: '', script: '' };
  // Parameters match AD_PARAM_PATTERN (letters, digits, _ and -); escaped all the same.
  const names = params.join(' ').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return { attributes: ` ${AD_PARAMS_ATTRIBUTE}="${names}"`, script: `<script>${AD_TEXT_HEAD_SCRIPT}</script>\n` };
}
