import { describe, expect, it } from 'vitest';
import { parseUsername } from './username.ts';

describe('parseUsername', () => {
  it.each([
    ['Player@Example.com', undefined, { kind: 'email', value: 'player@example.com' }],
    ['+919876543210', '+91', { kind: 'phone', value: '+919876543210', phone: '9876543210', phoneCode: '+91' }],
    ['+91 (987) 654-3210', '91', { kind: 'phone', value: '+919876543210', phone: '9876543210' }],
    ['+8801712345678', undefined, { kind: 'phone', phoneCode: '+880', phone: '1712345678' }],
    ['+5511912345678', '55', { kind: 'phone', phoneCode: '+55', phone: '11912345678' }],
    ['+911234567', '+91', { kind: 'phone', phone: '1234567' }],
  ])('accepts %s', (raw, code, expected) => {
    const r = parseUsername(raw, code);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject(expected);
  });

  it.each([
    ['', 'username', 'email is required'],
    ['   ', 'username', 'email is required'],
    ['not-an-email@', 'email', 'invalid email'],
    ['a@b.c', 'email', 'invalid email'],
    ['a b@c.com', 'email', 'invalid email'],
    ['9876543210', 'phone', 'The phone number is invalid'],
    ['+91123456', 'phone', 'The phone number is invalid'],
    ['+911234567890123456', 'phone', 'The phone number is invalid'],
    ['+91abc4567890', 'phone', 'The phone number is invalid'],
  ])('refuses %j (%s)', (raw, location, msg) => {
    const r = parseUsername(raw, raw.startsWith('+91') ? '+91' : undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.errors[0]).toEqual({ location, reason: 'badRequest', msg });
  });

  it('refuses a username that does not start with the given dial code', () => {
    expect(parseUsername('+449876543210', '+91').ok).toBe(false);
  });
});
