/**
 * The `; Secure` of a cookie nginx sets (an A/B arm's, the visitor's language), only over https: one
 * http-level map, written once by nginxConf.ts and used by nginxExperiments.ts and nginxLanguages.ts.
 */
export const NGINX_SECURE_FLAG = '$promo_secure';
export const NGINX_SECURE_MAP = `map $https ${NGINX_SECURE_FLAG} { on "; Secure"; default ""; }`;
