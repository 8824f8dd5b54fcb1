/** What a crash page shows when the campaign leaves a param out. Plain data: Page.tsx reads it without params.ts (TypeBox). */
export const CRASH_DEFAULTS = {
  art: 'plane',
  multiplier: 10,
} as const;
