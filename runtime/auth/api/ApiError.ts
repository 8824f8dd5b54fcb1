/**
 * The error normaliser (spec 8): every failed call becomes one ApiError with a status code
 * (default 500), the first error's location and reason, and the message a visitor should read.
 */
export interface WireError {
  location?: string;
  reason?: string;
  msg?: string;
  code?: string;
}

export type ErrorKind =
  | 'ip-block'
  | 'unauthorized'
  | 'duplicate-user'
  | 'too-many-requests'
  | 'captcha'
  | 'bad-request'
  | 'not-found'
  | 'server'
  | 'network'
  /** A success status whose body is not what the call promises (e.g. a 200 without valid tokens). */
  | 'invalid-answer';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly kind: ErrorKind,
    readonly first: WireError = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Texts the spec replaces or fixes; English here, translated by the locale files. */
export const ERROR_TEXT = {
  countryBlock:
    'This resource is not accessible from your country. Please contact support if you think this is a mistake.',
  userBlock: 'Your account is blocked. Please contact customer support.',
  oldPassword: 'You entered an incorrect Old password',
  invalidRecoveryToken: 'This password recovery link is invalid or has already been used.',
  generic: 'Oops! Something went wrong',
  network: 'Communication error: check your internet connection and try again in 30 seconds.',
} as const;

const REPLACEMENTS: [RegExp, string][] = [
  [/^This resource is not accessible from your country\.?$/i, ERROR_TEXT.countryBlock],
  [/^Invalid argument provided for password - old_password$/i, ERROR_TEXT.oldPassword],
  // The server's "invalid username" (a blocked user) — not "Invalid username or password" (a typo).
  [/^invalid username\.?$/i, ERROR_TEXT.userBlock],
];

function pickMessage(body: unknown): { first: WireError; message?: string } {
  const b = (body && typeof body === 'object' ? body : {}) as { errors?: WireError[]; msg?: string; message?: string };
  const first = Array.isArray(b.errors) && b.errors[0] && typeof b.errors[0] === 'object' ? b.errors[0] : {};
  const message = [first.msg, b.msg, b.message].find((m): m is string => typeof m === 'string' && m.trim() !== '');
  return { first, message };
}

export function normalizeError(status: number | undefined, body: unknown): ApiError {
  const code = status && status > 0 ? status : 500;
  const { first, message: raw } = pickMessage(body);
  let message = raw ?? ERROR_TEXT.generic;
  for (const [pattern, text] of REPLACEMENTS) if (pattern.test(message)) message = text;
  let kind: ErrorKind = code >= 500 ? 'server' : 'bad-request';
  if (code === 401 && first.location === 'ip' && first.reason === 'forbidden') kind = 'ip-block';
  else if (code === 401) kind = 'unauthorized';
  else if (code === 429) kind = 'too-many-requests';
  else if (code === 404) kind = 'not-found';
  else if (raw === 'The user already exist') kind = 'duplicate-user';
  else if (code === 403 && /invalid-input-response|timeout-or-duplicate/.test(`${first.reason} ${first.code} ${raw}`))
    kind = 'captcha';
  if ((first.location === 'username' || first.location === 'phone') && first.reason === 'badRequest')
    message = `${message} (${code})`;
  if (first.location === 'token' && first.reason === 'badRequest') message = ERROR_TEXT.invalidRecoveryToken;
  return new ApiError(code, message, kind, first, body);
}

/** A success answer the runtime cannot use: the visitor reads the spec's generic error. */
export const invalidAnswer = (status: number, body: unknown) =>
  new ApiError(status, ERROR_TEXT.generic, 'invalid-answer', {}, body);

/** What a failed call threw, as an ApiError: anything else (a bug, a broken answer) is a generic server error. */
export function asApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  return new ApiError(500, ERROR_TEXT.generic, 'server', {}, e instanceof Error ? e.message : undefined);
}

/**
 * The visitor reads the generic 'Oops' text for these: server failures and answers the runtime cannot use.
 * A failure with no answer at all (status normalised to 500, spec 8) keeps its own 'Communication error' text.
 */
export const isServerSide = (e: ApiError) => e.kind !== 'network' && (e.status >= 500 || e.kind === 'invalid-answer');

/** The failed response redaxios rejects with (it has a numeric status), or null for a network failure. */
export function failedResponse(e: unknown): { status: number; data: unknown } | null {
  if (typeof e !== 'object' || e === null || !('status' in e) || typeof e.status !== 'number') return null;
  return { status: e.status, data: 'data' in e ? e.data : undefined };
}
