/**
 * Text-free key art for a few catalogue campaigns, drawn as SVG (gradients and shapes only, so it
 * needs no translation). `renderKeyArt.ts` renders each to a JPEG source under campaigns/assets/key-art/.
 */
const W = 1600;
const H = 800;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** A tiny deterministic random sequence, so that the art is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sparkles(seed: number, n: number, colour: string): string {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const x = r() * W,
      y = r() * H,
      s = 2 + r() * 7;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${s.toFixed(1)}" fill="${colour}" opacity="${(0.25 + r() * 0.6).toFixed(2)}"/>`;
  }).join('');
}

/** Tournament race: speed streaks converging on a golden podium glow. */
const cashRace = svg(
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1147"/><stop offset=".55" stop-color="#3a1a6e"/><stop offset="1" stop-color="#0b1020"/></linearGradient>
   <radialGradient id="glow" cx=".72" cy=".55" r=".45"><stop offset="0" stop-color="#ffd45a" stop-opacity=".95"/><stop offset=".35" stop-color="#ff8a1a" stop-opacity=".5"/><stop offset="1" stop-color="#ff8a1a" stop-opacity="0"/></radialGradient>
   <linearGradient id="streak" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8b6cff" stop-opacity="0"/><stop offset="1" stop-color="#ffe07a"/></linearGradient>
   <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#ffc130"/><stop offset="1" stop-color="#e2700c"/></linearGradient>`,
  `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
   ${Array.from({ length: 14 }, (_, i) => {
     const y = 120 + i * 44;
     return `<path d="M-40 ${y} C 500 ${y - 30}, 900 ${440 + (i - 7) * 8}, 1150 ${440 + (i - 7) * 6}" stroke="url(#streak)" stroke-width="${3 + (i % 4) * 3}" fill="none" stroke-linecap="round" opacity="${0.35 + (i % 3) * 0.2}"/>`;
   }).join('')}
   <g transform="translate(1150 440)"><rect x="-170" y="40" width="340" height="150" rx="12" fill="url(#gold)"/><rect x="-290" y="100" width="120" height="90" rx="10" fill="#c9d3ea"/><rect x="170" y="120" width="120" height="70" rx="10" fill="#d9894e"/>
   <path d="M-90 -170 h180 v60 a90 90 0 0 1 -180 0z" fill="url(#gold)"/><rect x="-22" y="-20" width="44" height="60" fill="url(#gold)"/><path d="M-90 -150 h-50 a50 50 0 0 0 50 70" stroke="#ffc130" stroke-width="14" fill="none"/><path d="M90 -150 h50 a50 50 0 0 1 -50 70" stroke="#ffc130" stroke-width="14" fill="none"/></g>
   ${sparkles(7, 90, '#fff3b0')}`,
);

/** Football night: floodlit pitch in perspective, a ball's arc and light beams. */
const championsLeague = svg(
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060a2a"/><stop offset=".6" stop-color="#16206a"/><stop offset="1" stop-color="#0d4a3a"/></linearGradient>
   <linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c8a52"/><stop offset="1" stop-color="#0b3d26"/></linearGradient>
   <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f0ff" stop-opacity=".55"/><stop offset="1" stop-color="#e8f0ff" stop-opacity="0"/></linearGradient>
   <radialGradient id="ball" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset=".7" stop-color="#c9d3ea"/><stop offset="1" stop-color="#6b7aa8"/></radialGradient>`,
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>
   ${[180, 520, 1080, 1420].map((x) => `<path d="M${x} 40 L${x - 260} 560 L${x + 260} 560 Z" fill="url(#beam)" opacity=".5"/><circle cx="${x}" cy="40" r="26" fill="#f4f8ff"/>`).join('')}
   <path d="M0 800 L360 430 L1240 430 L1600 800 Z" fill="url(#pitch)"/>
   ${Array.from({ length: 6 }, (_, i) => `<path d="M${360 + i * 176} 430 L${i * 320} 800" stroke="#ffffff" stroke-opacity=".06" stroke-width="60"/>`).join('')}
   <path d="M360 430 L1240 430 L1600 800 L0 800 Z" fill="none" stroke="#e8fff2" stroke-opacity=".7" stroke-width="5"/>
   <path d="M800 430 L800 800" stroke="#e8fff2" stroke-opacity=".6" stroke-width="5"/><ellipse cx="800" cy="580" rx="210" ry="70" fill="none" stroke="#e8fff2" stroke-opacity=".6" stroke-width="5"/>
   <path d="M250 700 Q 800 60 1260 330" stroke="#ffc130" stroke-width="6" fill="none" stroke-dasharray="2 22" stroke-linecap="round"/>
   <circle cx="1260" cy="330" r="58" fill="url(#ball)"/><path d="M1260 300 l26 18 -10 30 h-32 l-10 -30z" fill="#1a2349"/>
   ${sparkles(11, 120, '#dfe8ff')}`,
);

/** Live baccarat: green felt, a fan of cards (backs only) and stacks of chips. */
const baccarat = svg(
  `<radialGradient id="felt" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#1f8a5c"/><stop offset=".6" stop-color="#0e5a3b"/><stop offset="1" stop-color="#062418"/></radialGradient>
   <linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b6cff"/><stop offset="1" stop-color="#3a1a6e"/></linearGradient>
   <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8860b"/><stop offset=".5" stop-color="#ffe07a"/><stop offset="1" stop-color="#b8860b"/></linearGradient>`,
  `<rect width="${W}" height="${H}" fill="url(#felt)"/>
   <ellipse cx="800" cy="900" rx="900" ry="560" fill="none" stroke="url(#rim)" stroke-width="14" opacity=".8"/>
   <ellipse cx="800" cy="900" rx="700" ry="420" fill="none" stroke="#e9d8a6" stroke-opacity=".35" stroke-width="4"/>
   ${[-24, -8, 8, 24].map((a, i) => `<g transform="translate(${560 + i * 70} 470) rotate(${a})"><rect x="-95" y="-140" width="190" height="280" rx="18" fill="#fbf7ee"/><rect x="-80" y="-125" width="160" height="250" rx="12" fill="url(#card)"/><path d="M-80 -125 L80 125 M80 -125 L-80 125" stroke="#ffc130" stroke-opacity=".35" stroke-width="6"/><circle r="34" fill="none" stroke="#ffc130" stroke-width="6"/></g>`).join('')}
   ${[
     [1180, 560, '#ff5a6e'],
     [1290, 600, '#ffc130'],
     [1220, 640, '#35e39b'],
     [330, 600, '#8fc1ff'],
     [240, 560, '#ff5a6e'],
   ]
     .map(([x, y, c]) =>
       Array.from(
         { length: 5 },
         (_, k) =>
           `<ellipse cx="${x}" cy="${Number(y) - k * 16}" rx="62" ry="22" fill="${c}" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 10"/>`,
       ).join(''),
     )
     .join('')}
   ${sparkles(23, 60, '#ffe07a')}`,
);

/** Welcome bonus: a wrapped gift box with a ribbon bow, bursting confetti. */
const welcome = svg(
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a0f4f"/><stop offset=".5" stop-color="#7a1f5c"/><stop offset="1" stop-color="#ff7a1a"/></linearGradient>
   <radialGradient id="burst" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff3b0" stop-opacity=".9"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>
   <linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b6cff"/><stop offset="1" stop-color="#4a2bb8"/></linearGradient>
   <linearGradient id="ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe07a"/><stop offset="1" stop-color="#ff9a1a"/></linearGradient>`,
  `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#burst)"/>
   ${Array.from({ length: 24 }, (_, i) => {
     const a = (i / 24) * Math.PI * 2;
     return `<path d="M800 360 L${(800 + Math.cos(a) * 1200).toFixed(0)} ${(360 + Math.sin(a) * 1200).toFixed(0)} L${(800 + Math.cos(a + 0.08) * 1200).toFixed(0)} ${(360 + Math.sin(a + 0.08) * 1200).toFixed(0)} Z" fill="#fff3b0" opacity=".08"/>`;
   }).join('')}
   <rect x="620" y="380" width="360" height="300" rx="20" fill="url(#box)"/><rect x="590" y="320" width="420" height="90" rx="16" fill="#a58bff"/>
   <rect x="770" y="320" width="60" height="360" fill="url(#ribbon)"/>
   <path d="M800 320 C 700 200, 610 260, 680 320 Z M800 320 C 900 200, 990 260, 920 320 Z" fill="url(#ribbon)"/>
   ${(() => {
     const r = rng(5);
     return Array.from({ length: 80 }, () => {
       const x = r() * W,
         y = r() * H,
         c = ['#ffc130', '#35e39b', '#8fc1ff', '#ff5a6e', '#ffffff'][Math.floor(r() * 5)];
       return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(8 + r() * 14).toFixed(0)}" height="${(4 + r() * 8).toFixed(0)}" fill="${c}" transform="rotate(${(r() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" opacity=".85"/>`;
     }).join('');
   })()}`,
);

/** The campaign each drawing is for, and the file it becomes under campaigns/assets/. */
export const KEY_ART: readonly { campaign: string; file: string; svg: string }[] = [
  { campaign: 'cash-race', file: 'key-art/cash-race.jpg', svg: cashRace },
  { campaign: 'championsleague', file: 'key-art/championsleague.jpg', svg: championsLeague },
  { campaign: 'baccarat', file: 'key-art/baccarat.jpg', svg: baccarat },
  { campaign: 'bonusup', file: 'key-art/welcome-gift.jpg', svg: welcome },
];
