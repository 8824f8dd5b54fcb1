/** What a vip page shows when the campaign leaves a param out. Plain data: Page.tsx reads it without params.ts (TypeBox). */
export const VIP_DEFAULTS = {
  /** The benefits of player-content section 6, in this order. */
  benefits: ['manager', 'support', 'offers', 'noDeposit', 'limits', 'withdrawals', 'cashback', 'events'],
  cashbackPercent: 15,
  replyHours: 24,
} as const;
