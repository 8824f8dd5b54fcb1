/** A literal string (a base path, a route prefix) inside an nginx regular expression (PCRE): its special characters escaped. */
export const nginxRegexEscape = (s: string): string => s.replace(/[\\.^$|?*+()[\]{}]/g, '\\$&');
