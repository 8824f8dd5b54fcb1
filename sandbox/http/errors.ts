/**
 * A user-facing error is data: every failure a route can produce is an ApiError value, sent in the
 * spec's shape `{ errors: [{ location?, reason, msg }] }` so the site's normaliser reads errors[0].msg.
 */
import type { FastifyReply } from 'fastify';

export interface ErrorItem {
  location?: string;
  reason: string;
  msg: string;
}

export interface ApiError {
  status: number;
  errors: ErrorItem[];
  /** hCaptcha-style error codes, present on captcha failures. */
  codes?: string[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: ApiError): Result<T> => ({ ok: false, error });

export function apiError(status: number, reason: string, msg: string, location?: string): ApiError {
  return { status, errors: [location === undefined ? { reason, msg } : { location, reason, msg }] };
}

/** Body of an ApiError as sent on the wire. */
export function errorBody(e: ApiError): { errors: ErrorItem[]; codes?: string[] } {
  return e.codes ? { errors: e.errors, codes: e.codes } : { errors: e.errors };
}

export function sendError(reply: FastifyReply, e: ApiError) {
  return reply.code(e.status).send(errorBody(e));
}

/** The reason word a status gets when nothing more specific applies. */
export function reasonForStatus(status: number): string {
  const reasons: Record<number, string> = {
    400: 'badRequest',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    405: 'methodNotAllowed',
    409: 'conflict',
    413: 'payloadTooLarge',
    415: 'unsupportedMediaType',
    422: 'unprocessableEntity',
    429: 'tooManyRequests',
    500: 'internalError',
    502: 'badGateway',
    503: 'serviceUnavailable',
    504: 'gatewayTimeout',
  };
  return reasons[status] ?? (status >= 500 ? 'internalError' : 'badRequest');
}

export function defaultMessage(status: number): string {
  if (status === 401) return 'Unauthorized';
  if (status === 429) return 'Too many attempts';
  if (status >= 500) return 'Internal server error';
  return `Request failed with status ${status}`;
}

export const Errors = {
  unauthorized: () => apiError(401, 'unauthorized', 'Unauthorized', 'token'),
  tooManyAttempts: () => apiError(429, 'tooManyRequests', 'Too many attempts'),
  csrf: () => apiError(403, 'forbidden', 'CSRF token mismatch', 'x-csrf-token'),
} as const;

/** Several field errors in one ApiError, sharing one status. */
export function fieldErrors(status: number, items: ErrorItem[]): ApiError {
  return { status, errors: items };
}
