/**
 * The visitor's A/B id: a random `[a-z0-9]{16}` kept in the `promo_vid` cookie for a year, made on
 * the first page of an experiment. Experiment events carry it so a report counts visitors, not page
 * views; it names a browser, never a person, and nothing else reads it.
 */
import { VISITOR_COOKIE, VISITOR_ID } from '../../model/experiment.ts';
import { getCookie, setCookie } from './cookies.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const VISITOR_ID_DAYS = 365;

/** 16 characters from 16 random bytes (the modulo's bias, 4 of 256, is of no consequence for an id). */
export function newVisitorId(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The kept id, or a new one, kept. null where there is no document (server rendering). */
export function visitorId(): string | null {
  if (typeof document === 'undefined') return null;
  const kept = getCookie(VISITOR_COOKIE);
  if (kept && VISITOR_ID.test(kept)) return kept;
  const id = newVisitorId();
  setCookie(VISITOR_COOKIE, id, { days: VISITOR_ID_DAYS });
  return id;
}
