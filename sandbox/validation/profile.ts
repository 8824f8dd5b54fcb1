/** PUT /players/me fields (spec section 5): names and city without digits, at most 20 characters. */
import { type ErrorItem, type Result, err, fieldErrors, ok } from '../http/errors.ts';
import type { Player } from '../store/player.ts';
import { asRecord, optionalId } from './fields.ts';

export interface ProfileChange {
  profile: Partial<Player['profile']>;
  lastUsedBonusId?: number | null;
}

const TEXT_FIELDS = ['first_name', 'last_name', 'birth', 'city', 'country', 'gender'] as const;
const NO_DIGITS: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {
  first_name: 'The first name should contains alphabetic symbols.',
  last_name: 'The last name should contains alphabetic symbols.',
  city: 'The city should contains alphabetic symbols.',
};

export function validateProfileChange(rawBody: unknown): Result<ProfileChange> {
  const body = asRecord(rawBody);
  const items: ErrorItem[] = [];
  const profile: Partial<Player['profile']> = {};
  for (const f of TEXT_FIELDS) {
    const v = body[f];
    if (v === undefined) continue;
    if (v === null || v === '') {
      profile[f] = null;
      continue;
    }
    if (typeof v !== 'string') {
      items.push({ location: f, reason: 'badRequest', msg: 'The value should be text' });
      continue;
    }
    if (v.length > 20) items.push({ location: f, reason: 'badRequest', msg: 'Max 20 characters' });
    else if (NO_DIGITS[f] && /\d/.test(v)) items.push({ location: f, reason: 'badRequest', msg: NO_DIGITS[f] });
    else profile[f] = v.trim();
  }
  const change: ProfileChange = { profile };
  if ('last_used_balance' in body) {
    const id = optionalId(body.last_used_balance);
    if (Number.isNaN(id))
      items.push({
        location: 'last_used_balance',
        reason: 'badRequest',
        msg: 'The field should contains only numbers',
      });
    else change.lastUsedBonusId = id;
  }
  return items.length ? err(fieldErrors(400, items)) : ok(change);
}
