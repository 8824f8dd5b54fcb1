/** Checks shared by the sign-up and sign-in routes: the CSRF header and the captcha response. */
import type { FastifyRequest } from 'fastify';
import type { SandboxState } from '../store/state.ts';
import { type ApiError, Errors, type Result, err, ok } from './errors.ts';
import { asRecord } from '../validation/fields.ts';

export function requireCsrf(state: SandboxState, req: FastifyRequest): Result<true> {
  const header = req.headers['x-csrf-token'];
  return state.csrf.isValid(Array.isArray(header) ? header[0] : header) ? ok(true) : err(Errors.csrf());
}

function captchaError(code: 'invalid-input-response' | 'timeout-or-duplicate' | 'missing-input-response'): ApiError {
  const msg =
    code === 'timeout-or-duplicate'
      ? 'The captcha response has expired or was already used'
      : 'The captcha response is invalid';
  return { status: 403, errors: [{ location: 'captcha-token', reason: code, msg }], codes: [code] };
}

/**
 * The `captcha-token` body field: 'absent' when not sent, 'valid' when it is an unused token issued by
 * the test widget (it is consumed), else a 403 whose errors[0].reason and codes[0] carry the hCaptcha code.
 */
export function checkCaptcha(state: SandboxState, rawBody: unknown): Result<'absent' | 'valid'> {
  const body = asRecord(rawBody);
  const token = body['captcha-token'] ?? body.captcha_token;
  if (token === undefined || token === null || token === '') return ok('absent');
  if (typeof token !== 'string') return err(captchaError('invalid-input-response'));
  const used = state.captcha.consume(token);
  if (used.ok) return ok('valid');
  return err(captchaError(used.why === 'unknown' ? 'invalid-input-response' : 'timeout-or-duplicate'));
}
