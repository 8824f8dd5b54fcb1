/** Where `promo serve` mounts the sandbox operator API on the site's own origin (one port for both). */
export const SANDBOX_PREFIX = '/sandbox-api';
/** `promo serve`'s default port, so commands that talk to a running one know where to look. */
export const DEFAULT_SERVE_PORT = 3000;
