function Plane() {
  return (
    <g className="cr-craft">
      <path d="M-30 2c8-9 28-12 44-9l10 2c4 1 6 4 6 7s-2 6-6 6H-22c-6 0-10-3-8-6z" fill="#ff2d55" />
      <path d="M-24-2l-10-14h8l14 14zM-2 2l-10 18h9l19-18z" fill="#c8102e" />
      <path d="M4-4h10c2 0 3 2 2 4H4z" fill="#ffd5de" opacity=".85" />
      <rect x="29" y="-9" width="3" height="22" rx="1.5" fill="#fff" opacity=".8" />
      <circle cx="30" cy="2" r="3" fill="#ffc130" />
    </g>
  );
}

function Rocket() {
  return (
    <g className="cr-craft">
      <path d="M-26 0l-18-7 4 7-4 7z" fill="#ffc130" />
      <path d="M-30 0l-9-3 2 3-2 3z" fill="#fff3b0" />
      <path d="M-24-9h36c10 0 20 5 26 9-6 4-16 9-26 9h-36z" fill="#eef1ff" />
      <path d="M-24-9l-8-9h12l8 9zm0 18l-8 9h12l8-9z" fill="#8b6cff" />
      <circle cx="14" cy="0" r="5" fill="#2a3566" stroke="#8b6cff" strokeWidth="2" />
      <path d="M30-6c4 2 6 4 8 6-2 2-4 4-8 6z" fill="#ff2d55" />
    </g>
  );
}

/** The game screen: sunburst, the flight curve and the craft at its tip. Decorative. */
export function Screen({ art }: { art: 'plane' | 'rocket' }) {
  const hue = art === 'rocket' ? '#8b6cff' : '#ff2d55';
  return (
    <svg
      className="cr-svg"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="cr-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={hue} stopOpacity=".45" />
          <stop offset="1" stopColor={hue} stopOpacity="0" />
        </linearGradient>
        <radialGradient id="cr-sun" cx="0" cy="1" r="1">
          <stop offset="0" stopColor={hue} stopOpacity=".35" />
          <stop offset="1" stopColor={hue} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill="#070b18" />
      <g className="cr-rays">
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d="M0 180L420 150L420 100Z" transform={`rotate(${-i * 15} 0 180)`} fill="#fff" opacity=".035" />
        ))}
      </g>
      <rect width="320" height="180" fill="url(#cr-sun)" />
      <path d="M0 180C115 177 195 154 250 74V180z" fill="url(#cr-fill)" />
      <path d="M0 180C115 177 195 154 250 74" fill="none" stroke={hue} strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(254 68) rotate(-40)">{art === 'rocket' ? <Rocket /> : <Plane />}</g>
    </svg>
  );
}
