/**
 * What a visitor sees when the error page itself cannot be shown (spec 8, "Error page failure"):
 * 'An error occurred while showing the error page', the details, and a link home. Plain markup with
 * the details escaped, built without React or translations, so it cannot fail the same way again.
 */
export const ERROR_PAGE_FAILURE_TITLE = 'An error occurred while showing the error page';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function errorPageFailure(error: unknown, basePath: string): string {
  const details = error instanceof Error ? error.message : String(error);
  return `<main class="error-page"><h1>${ERROR_PAGE_FAILURE_TITLE}</h1><pre class="error-details">${escapeHtml(details)}</pre><a class="btn btn-primary" href="${escapeHtml(basePath)}">Home</a></main>`;
}
