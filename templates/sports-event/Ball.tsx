import type { ReactNode } from 'react';
import type { SportsEventParamsData } from './params.ts';

type Sport = SportsEventParamsData['sport'];

/** A regular pentagon's path around (x, y), radius r, first corner at angle a (degrees). */
const pentagon = (x: number, y: number, r: number, a: number) =>
  `M${[0, 1, 2, 3, 4]
    .map((i) => {
      const t = ((a + i * 72) * Math.PI) / 180;
      return `${(x + r * Math.cos(t)).toFixed(1)} ${(y + r * Math.sin(t)).toFixed(1)}`;
    })
    .join('L')}Z`;

const BALL: Record<Sport, () => ReactNode> = {
  cricket: () => (
    <>
      <circle cx="32" cy="32" r="26" fill="url(#se-red)" />
      <path
        d="M14 14c9 9 9 27 0 36M50 14c-9 9-9 27 0 36"
        fill="none"
        stroke="#fff3e0"
        strokeWidth="2"
        strokeDasharray="3 3"
      />
      <path
        d="M17 12c8 10 8 30 0 40M47 12c-8 10-8 30 0 40"
        fill="none"
        stroke="#fff3e0"
        strokeWidth="1.4"
        opacity=".7"
      />
      <ellipse cx="24" cy="22" rx="8" ry="5" fill="#fff" opacity=".25" />
    </>
  ),
  football: () => (
    <>
      <circle cx="32" cy="32" r="26" fill="#f7f8fc" />
      <g clipPath="url(#se-clip)" fill="#17192b" stroke="#17192b" strokeWidth="2" strokeLinejoin="round">
        <path d={pentagon(32, 32, 9, -90)} />
        {[-90, -18, 54, 126, 198].map((a) => {
          const r = (a * Math.PI) / 180;
          return (
            <g key={a}>
              <path d={pentagon(32 + 26 * Math.cos(r), 32 + 26 * Math.sin(r), 9, a + 180)} />
              <path
                d={`M${(32 + 9 * Math.cos(r)).toFixed(1)} ${(32 + 9 * Math.sin(r)).toFixed(1)}L${(32 + 17 * Math.cos(r)).toFixed(1)} ${(32 + 17 * Math.sin(r)).toFixed(1)}`}
              />
            </g>
          );
        })}
      </g>
      <circle cx="32" cy="32" r="26" fill="none" stroke="#c9cde0" strokeWidth="1.5" />
    </>
  ),
  tennis: () => (
    <>
      <circle cx="32" cy="32" r="26" fill="#d8f03c" />
      <path d="M10 20c12 4 12 20 0 24M54 20c-12 4-12 20 0 24" fill="none" stroke="#fff" strokeWidth="3" />
    </>
  ),
  basketball: () => (
    <>
      <circle cx="32" cy="32" r="26" fill="#f07a22" />
      <path
        d="M6 32h52M32 6v52M13 14c10 10 10 26 0 36M51 14c-10 10-10 26 0 36"
        fill="none"
        stroke="#2a1204"
        strokeWidth="2"
      />
    </>
  ),
  kabaddi: () => (
    <>
      <circle cx="32" cy="32" r="26" fill="#ff8a1f" />
      <circle cx="32" cy="18" r="5" fill="#fff" />
      <path
        d="M32 24l-2 14-8 10M30 38l9 10M24 29l8-2 9 5"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  multi: () => (
    <>
      <rect x="12" y="6" width="40" height="52" rx="6" fill="#f7f8fc" />
      <path d="M20 18h24M20 27h24M20 36h14" stroke="#aab0cc" strokeWidth="3" strokeLinecap="round" />
      <circle cx="44" cy="46" r="11" fill="#35e39b" />
      <path
        d="M39 46l4 4 7-8"
        fill="none"
        stroke="#06301d"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** The ball of the sport (or a bet slip for several), drawn for the offer card when there is no image or match. */
export function Ball({ sport }: { sport: Sport }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="se-red" cx=".35" cy=".3">
          <stop offset="0" stopColor="#ff6b5e" />
          <stop offset=".6" stopColor="#c4141f" />
          <stop offset="1" stopColor="#6e0710" />
        </radialGradient>
        <clipPath id="se-clip">
          <circle cx="32" cy="32" r="26" />
        </clipPath>
      </defs>
      {BALL[sport]()}
    </svg>
  );
}
