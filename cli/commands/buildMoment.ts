/**
 * The moment `promo build` builds as at, from its two time options:
 * - `--at`: the site as it would be deployed at that moment (what is live, scheduled, ended and in
 *   an experiment then); from there each page switches by the visitor's clock.
 * - `--preview-at`: a preview frozen at that moment: every page keeps the state it has then.
 * Neither: now, switching by the visitor's clock. (Both at once is a usage error, cli/main.ts.)
 */
export interface MomentOptions {
  at?: number;
  previewAt?: number;
}

export function buildMoment(o: MomentOptions, now: () => number): { at: number; preview: boolean } {
  if (o.previewAt !== undefined) return { at: o.previewAt, preview: true };
  return { at: o.at ?? now(), preview: false };
}
