/** The moment screenshots show pages as at (frozen in the browser), so they match on every run. */
export const SHOT_AT = Date.parse('2026-11-21T12:00:00Z');
