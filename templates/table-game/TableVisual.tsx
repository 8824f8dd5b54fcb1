import type { ReactNode } from 'react';
import type { TableGame } from './params.ts';

function Card({
  x,
  y,
  r = 0,
  rank,
  suit,
}: {
  x: number;
  y: number;
  r?: number;
  rank: string;
  suit: '♠' | '♥' | '♦' | '♣';
}) {
  const red = suit === '♥' || suit === '♦';
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <rect x="-21" y="-30" width="42" height="60" rx="5" fill="#fffdf6" stroke="#d9d2bf" />
      <text x="-15" y="-14" fontSize="14" fontWeight="800" fill={red ? '#d21f3c' : '#17161c'}>
        {rank}
      </text>
      <text x="0" y="16" fontSize="26" textAnchor="middle" fill={red ? '#d21f3c' : '#17161c'}>
        {suit}
      </text>
    </g>
  );
}

function Chip({ x, y, c }: { x: number; y: number; c: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="13" fill={c} />
      <circle r="13" fill="none" stroke="#fff" strokeWidth="4" strokeDasharray="5 5.2" />
      <circle r="8" fill="none" stroke="#fff" strokeOpacity=".7" />
    </g>
  );
}

function Die({ x, y, fill, pips }: { x: number; y: number; fill: string; pips: number[] }) {
  const at = [
    [-9, -9],
    [9, -9],
    [-9, 0],
    [9, 0],
    [-9, 9],
    [9, 9],
    [0, 0],
  ] as const;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-22" y="-22" width="44" height="44" rx="9" fill={fill} />
      <rect x="-22" y="-22" width="44" height="44" rx="9" fill="url(#tg-shade)" />
      {pips.map((p) => (
        <circle key={p} cx={at[p]![0]} cy={at[p]![1]} r="4.2" fill="#fff" />
      ))}
    </g>
  );
}

function Wheel() {
  // 36 pockets as one dashed ring over a dark ring, a green zero, a gold hub and the ball.
  const c = 2 * Math.PI * 36;
  return (
    <g transform="translate(120 70)">
      <circle r="52" fill="#5a3412" />
      <circle r="47" fill="#2b1a0c" stroke="#e8b04a" strokeWidth="2" />
      <g className="tg-spin">
        <circle r="36" fill="none" stroke="#17161c" strokeWidth="18" />
        <circle r="36" fill="none" stroke="#d21f3c" strokeWidth="18" strokeDasharray={`${c / 36} ${c / 36}`} />
        <circle
          r="36"
          fill="none"
          stroke="#1a9d55"
          strokeWidth="18"
          strokeDasharray={`${c / 36} ${c}`}
          strokeDashoffset={c / 72}
        />
        <circle r="26" fill="#7a4a1c" />
        <path d="M0-22V22M-22 0H22" stroke="#e8b04a" strokeWidth="4" strokeLinecap="round" />
        <circle r="8" fill="#ffd36b" />
        <circle cx="0" cy="-42" r="3.6" fill="#fff" />
      </g>
    </g>
  );
}

function Reels() {
  return (
    <g>
      <rect x="48" y="26" width="144" height="88" rx="14" fill="#2a1460" stroke="#e8b04a" strokeWidth="3" />
      {[60, 102, 144].map((x) => (
        <g key={x}>
          <rect x={x} y="38" width="36" height="64" rx="6" fill="#fffdf6" />
          <text x={x + 18} y="82" fontSize="34" fontWeight="900" textAnchor="middle" fill="#d21f3c">
            7
          </text>
        </g>
      ))}
    </g>
  );
}

const VISUAL: Record<TableGame, () => ReactNode> = {
  baccarat: () => (
    <>
      <Card x={92} y={70} r={-8} rank="9" suit="♥" />
      <Card x={140} y={68} r={7} rank="K" suit="♠" />
      <Chip x={62} y={108} c="#2f6fe4" />
      <Chip x={182} y={106} c="#d21f3c" />
    </>
  ),
  blackjack: () => (
    <>
      <Card x={100} y={70} r={-9} rank="A" suit="♠" />
      <Card x={136} y={70} r={6} rank="K" suit="♥" />
      <Chip x={186} y={104} c="#17161c" />
      <Chip x={58} y={104} c="#1a9d55" />
    </>
  ),
  roulette: () => (
    <>
      <Wheel />
      <Chip x={34} y={110} c="#d21f3c" />
      <Chip x={206} y={110} c="#2f6fe4" />
    </>
  ),
  'teen-patti': () => (
    <>
      <Card x={90} y={74} r={-16} rank="A" suit="♠" />
      <Card x={120} y={68} rank="A" suit="♥" />
      <Card x={150} y={74} r={16} rank="A" suit="♦" />
      <Chip x={200} y={110} c="#e8b04a" />
    </>
  ),
  'dice-duel': () => (
    <>
      <Die x={88} y={72} fill="#d21f3c" pips={[0, 5, 6]} />
      <Die x={152} y={68} fill="#2f6fe4" pips={[0, 1, 2, 3, 4, 5]} />
      <Chip x={42} y={108} c="#e8b04a" />
    </>
  ),
  'war-of-bets': () => (
    <>
      <Card x={72} y={70} r={-6} rank="Q" suit="♦" />
      <Card x={168} y={70} r={6} rank="J" suit="♣" />
      <circle cx="120" cy="70" r="17" fill="#e8b04a" />
      <path d="M123 56l-10 16h7l-3 12 10-16h-7z" fill="#1d1300" />
    </>
  ),
  'live-casino': () => (
    <>
      <Card x={104} y={68} r={-10} rank="A" suit="♣" />
      <Card x={140} y={70} r={8} rank="Q" suit="♥" />
      <Chip x={54} y={104} c="#d21f3c" />
      <Chip x={70} y={86} c="#2f6fe4" />
      <Chip x={190} y={104} c="#1a9d55" />
    </>
  ),
  slots: () => (
    <>
      <Reels />
      <Chip x={30} y={112} c="#d21f3c" />
      <Chip x={210} y={112} c="#2f6fe4" />
    </>
  ),
};

/** The game's table on felt (cards, chips, dice, a wheel or reels): plain SVG, no images. */
export function TableVisual({ game }: { game: TableGame }) {
  return (
    <div className="tg-felt" aria-hidden="true">
      <svg
        viewBox="0 0 240 140"
        width="240"
        height="140"
        aria-hidden="true"
        focusable="false"
        fontFamily="system-ui,sans-serif"
      >
        <defs>
          <linearGradient id="tg-shade" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff" stopOpacity=".25" />
            <stop offset="1" stopColor="#000" stopOpacity=".25" />
          </linearGradient>
        </defs>
        {VISUAL[game]()}
      </svg>
    </div>
  );
}

/** A casino table game (roulette, blackjack, teen patti…): the table, limits, payouts and the offer. */
