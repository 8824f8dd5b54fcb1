/** Password hashing with scrypt (cost lowered: this is a sandbox, tests register many players). */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `scrypt$${salt}$${scryptSync(password, salt, 32, COST).toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, 32, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
