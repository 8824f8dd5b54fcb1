/**
 * One URL per page (spec 1: strict trailing-slash matching): a path with an empty segment (`//`) or one
 * that names a page's file (`…/index.html`) is not a page URL. Both servers answer it with the 404 page:
 * `promo serve` through this test, nginx through the same two patterns (NOT_A_PAGE_URL_PATTERNS) on the
 * request as sent ($request_uri, before its own slash merging and index look-up).
 */
export const NOT_A_PAGE_URL_PATTERNS = ['//', '/index\\.html$'] as const;

const compiled = NOT_A_PAGE_URL_PATTERNS.map((p) => new RegExp(p));

/** `path` is the URL's path as sent (no query), not decoded. */
export const isNotAPageUrl = (path: string): boolean => compiled.some((r) => r.test(path));
