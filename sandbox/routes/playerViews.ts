/** The wire shapes of a player (spec section 3 "Profile"). Times are epoch seconds. */
import type { Player } from '../store/player.ts';

export function balanceView(p: Player) {
  return {
    balance: { amount: p.balance, currency: p.currency },
    bonus_balance: { amount: p.bonusBalance, currency: p.currency },
    total_deposit: { amount: p.totalDeposit, currency: p.currency },
  };
}

export function profileView(p: Player) {
  return {
    id: p.id,
    balance: balanceView(p),
    info: {
      uuid: p.uuid,
      email: p.email,
      phone: p.phone === null ? null : `${p.phoneCode ?? ''}${p.phone}`,
      email_confirmed: p.emailConfirmed,
      ...p.profile,
      is_under_moderation: false,
    },
    meta: {
      blocked: p.blocked,
      casino_access: true,
      comment: null,
      is_fake: false,
      is_subscribed: p.confirmSubscribers.includes('news'),
      is_suspicious: false,
      last_seen_at: p.lastSeenAt,
      last_seen_ip: p.lastSeenIp,
      registered_at: p.registeredAt,
      confirm_subscribers: p.confirmSubscribers,
      last_used_bonus_id: p.lastUsedBonusId,
      welcome_bonus_id: p.welcomeBonusId,
      currency: p.currency,
    },
  };
}

/** What control endpoints show: everything but the password hash. */
export function seedView(p: Player) {
  const { passwordHash: _hidden, ...rest } = p;
  return rest;
}
