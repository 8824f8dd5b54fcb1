/**
 * Spec 1: navigation shows a loading progress bar. Each page is its own document, so following a link to
 * another page of the site marks `<html data-navigating>` and base.css draws the bar with the spec's
 * timings (shown after 200 ms, creeping from 10 % to 90 % over 5000 ms) until the next page replaces this
 * one. A link whose click something else handled (a call to action opening a dialog), a new tab, a
 * download, a hash on this page or another site shows nothing. Coming back from the history cache clears it.
 */
export function showProgressOnNavigation(doc: Document, basePath: string, win: Window = window) {
  doc.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const to = new URL(a.href, win.location.href);
    const here = win.location;
    if (to.origin !== here.origin || !to.pathname.startsWith(basePath)) return;
    if (to.pathname === here.pathname && to.search === here.search) return;
    // Decided after every other listener of this click: one that opened a dialog instead has prevented it.
    setTimeout(() => {
      if (!e.defaultPrevented) doc.documentElement.dataset.navigating = '';
    }, 0);
  });
  win.addEventListener('pageshow', () => {
    delete doc.documentElement.dataset.navigating;
  });
}
