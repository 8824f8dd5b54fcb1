import type { CSSProperties } from 'react';

/** Rough advance widths in em of a heavy sans-serif (digits about 0.6 em); other characters count as digits. */
const EM: Record<string, number> = { ',': 0.3, '.': 0.3, ' ': 0.25, '%': 0.9 };
export const emWidth = (s: string) => [...s].reduce((w, ch) => w + (EM[ch] ?? 0.6), 0);

/**
 * The offer's headline figure (a prize pool, a bonus percent) in gradient digits, with an optional
 * small unit. `--w` (its width in em) lets the CSS size it to fill its card on one line.
 */
export function OfferValue({ value, unit }: { value: string; unit?: string }) {
  const w = emWidth(value) + (unit ? 0.3 + unit.length * 0.27 : 0);
  return (
    <p className="offer-value" style={{ '--w': w.toFixed(2) } as CSSProperties}>
      <span className="num">{value}</span>
      {unit && (
        <>
          {' '}
          <span className="cur">{unit}</span>
        </>
      )}
    </p>
  );
}
