/** Where a failed registration's error shows (spec 8): notifications for what the spec notifies, fields where shown. */
import { describe, expect, it } from 'vitest';
import { normalizeError } from '../../runtime/auth/api/ApiError.ts';
import { registrationErrorPlace } from '../../runtime/auth/forms/registrationErrorPlace.ts';
import { SIGN_UP } from '../../runtime/dialogs/variants.ts';

const wire = (status: number, location: string, reason: string, msg: string) =>
  normalizeError(status, { errors: [{ location, reason, msg }] });

describe('registrationErrorPlace', () => {
  it('a username badRequest is a notification with the status code, and marks the e-mail field with the plain message', () => {
    expect(
      registrationErrorPlace(wire(400, 'username', 'badRequest', 'Invalid e-mail'), 'email', SIGN_UP.basic),
    ).toEqual({
      notification: { message: 'Invalid e-mail (400)', code: 400 },
      field: { name: 'email', message: 'Invalid e-mail' },
    });
  });
  it('a phone error while the e-mail tab is open still reaches the visitor, as a notification', () => {
    expect(
      registrationErrorPlace(wire(400, 'phone', 'badRequest', 'The phone number is invalid'), 'email', SIGN_UP.basic),
    ).toEqual({
      notification: { message: 'The phone number is invalid (400)', code: 400 },
    });
    expect(registrationErrorPlace(wire(422, 'phone', 'invalid', 'Bad phone'), 'one-click', SIGN_UP.basic)).toEqual({
      notification: { message: 'Bad phone', code: 422 },
    });
  });
  it("'The user already exist' is a warning notification, not a line in the form", () => {
    expect(
      registrationErrorPlace(normalizeError(409, { msg: 'The user already exist' }), 'email', SIGN_UP.crash),
    ).toEqual({
      notification: { message: 'The user already exist', code: 409, tone: 'warning' },
    });
  });
  it('a field error on a shown field stays at the field; server failures and 429s are the form line', () => {
    expect(registrationErrorPlace(wire(400, 'password', 'short', 'Too short'), 'email', SIGN_UP.basic)).toEqual({
      field: { name: 'password', message: 'Too short' },
    });
    expect(registrationErrorPlace(wire(400, 'repeat_password', 'x', 'No match'), 'email', SIGN_UP.aviator)).toEqual({
      notification: { message: 'No match', code: 400 },
    });
    expect(registrationErrorPlace(normalizeError(503, {}), 'email', SIGN_UP.basic)).toEqual({
      form: { message: 'oops', tone: 'error' },
    });
    expect(registrationErrorPlace(normalizeError(429, {}), 'email', SIGN_UP.basic)).toEqual({
      form: { message: 'captcha', tone: 'warning' },
    });
    expect(registrationErrorPlace(normalizeError(400, { msg: 'Something else' }), 'email', SIGN_UP.basic)).toEqual({
      form: { message: 'Something else', tone: 'error' },
    });
  });
});
