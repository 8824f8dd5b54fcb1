/** The path the sandbox operator API is served under, next to the site on the same port. */
export const SANDBOX_PREFIX = '/sandbox-api';
