/** CORS for the site: any http://127.0.0.1:* or http://localhost:* origin, with credentials. */
import type { FastifyCorsOptions } from '@fastify/cors';

export const SITE_ORIGIN_RE = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/** Request headers the site sends (spec section 7) and that a preflight must allow. */
export const ALLOWED_HEADERS = [
  'Authorization',
  'Accept-Language',
  'Device-Fingerprint',
  'Content-Location',
  'X-CSRF-TOKEN',
  'Content-Type',
];

export const corsOptions: FastifyCorsOptions = {
  origin: (origin, cb) => cb(null, origin === undefined || SITE_ORIGIN_RE.test(origin)),
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: ALLOWED_HEADERS,
  exposedHeaders: [...ALLOWED_HEADERS, 'Retry-After', 'X-Sandbox-Fault'],
  maxAge: 600,
};
