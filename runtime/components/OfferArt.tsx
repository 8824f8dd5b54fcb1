import type { ReactNode } from 'react';

/** A linear gradient of a drawing: its id, direction (x2/y2 of a 0..1 box) and [offset, colour] stops. */
export interface Gradient {
  id: string;
  x2?: string;
  y2?: string;
  stops: readonly (readonly [offset: string, colour: string])[];
}

/** The 64×64 decorative drawing of an offer card (a trophy, a crown, a gift…), with its gradients. */
export function OfferArt({ gradients, children }: { gradients: readonly Gradient[]; children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <defs>
        {gradients.map((g) => (
          <linearGradient key={g.id} id={g.id} x1="0" y1="0" x2={g.x2 ?? '0'} y2={g.y2 ?? '1'}>
            {g.stops.map(([offset, colour]) => (
              <stop key={offset} offset={offset} stopColor={colour} />
            ))}
          </linearGradient>
        ))}
      </defs>
      {children}
    </svg>
  );
}

/** The gold most drawings share. */
export const GOLD: Gradient['stops'] = [
  ['0', '#fff3b0'],
  ['.5', '#ffc130'],
  ['1', '#e2700c'],
];
