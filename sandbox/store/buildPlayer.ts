/** Builds a new player record from checked registration (or seeding) input. */
import { findWelcomeBonus } from '../data/welcomeBonuses.ts';
import type { Username } from '../validation/username.ts';
import { hashPassword } from './password.ts';
import type { Player, PlayerBonus } from './player.ts';
import type { NewPlayer } from './players.ts';

export interface PlayerInput {
  uuid: string;
  username: Username;
  password: string;
  currency: string;
  /** Epoch seconds. */
  now: number;
  host: Player['registration']['host'];
  bonusId?: number | null;
  promoCode?: string | null;
  confirmSubscribers?: string[];
  affiliate?: Partial<Player['affiliate']>;
  formId?: string | null;
  type?: string | null;
  setDepositModalType?: boolean;
  isTwoStep?: boolean;
}

export function welcomeBonusRecord(bonusId: number, id: number, now: number): PlayerBonus | undefined {
  const b = findWelcomeBonus(bonusId);
  if (!b) return undefined;
  return {
    id,
    bonus_id: b.id,
    status: 'pending',
    created_at: now,
    name: b.name,
    wager: b.wager,
    bets: b.kind === 'sport',
    casino: b.kind !== 'sport',
    currency: b.currency,
    orig_amount: 0,
    transfer_amount: 0,
  };
}

export function buildPlayer(input: PlayerInput): NewPlayer {
  const u = input.username;
  const bonusId = input.bonusId ?? null;
  const bonus = bonusId === null ? undefined : welcomeBonusRecord(bonusId, 1, input.now);
  return {
    uuid: input.uuid,
    username: u.value,
    email: u.kind === 'email' ? u.email : null,
    phone: u.kind === 'phone' ? u.phone : null,
    phoneCode: u.kind === 'phone' ? u.phoneCode : null,
    passwordHash: hashPassword(input.password),
    currency: input.currency,
    registeredAt: input.now,
    lastSeenAt: null,
    lastSeenIp: null,
    welcomeBonusId: bonusId,
    lastUsedBonusId: null,
    confirmSubscribers: input.confirmSubscribers ?? [],
    promoCode: input.promoCode ?? null,
    usedPromoCodes: input.promoCode ? [input.promoCode] : [],
    affiliate: {
      click_id: input.affiliate?.click_id ?? null,
      offer_id: input.affiliate?.offer_id ?? null,
      partner_id: input.affiliate?.partner_id ?? null,
      landing_id: input.affiliate?.landing_id ?? null,
    },
    registration: {
      form_id: input.formId ?? null,
      type: input.type ?? null,
      host: input.host,
      set_deposit_modal_type: input.setDepositModalType ?? false,
      is_two_step: input.isTwoStep ?? false,
    },
    profile: { first_name: null, last_name: null, birth: null, city: null, country: null, gender: null },
    balance: 0,
    bonusBalance: 0,
    totalDeposit: 0,
    blocked: false,
    emailConfirmed: false,
    pendingEmail: null,
    bonuses: bonus ? [bonus] : [],
    tournaments: [],
  };
}

/** Whether an existing player already holds this username, e-mail or phone. */
export function isTaken(players: readonly Player[], u: Username): boolean {
  return players.some(
    (p) =>
      p.username.toLowerCase() === u.value.toLowerCase() ||
      (u.kind === 'email' && p.email?.toLowerCase() === u.email) ||
      (u.kind === 'phone' && p.phoneCode === u.phoneCode && p.phone === u.phone),
  );
}
