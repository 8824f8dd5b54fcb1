import { useTranslation } from 'react-i18next';

/** Time left until `to` (epoch ms). Rendered at build time; the boot script keeps it ticking. */
import { splitDuration } from '../content/splitDuration.ts';

export { splitDuration };

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ to, from, label }: { to: number; from: number; label: string }) {
  const { t } = useTranslation();
  const parts = splitDuration(to - from);
  return (
    <div className="countdown" data-countdown-to={to} role="timer" aria-label={label}>
      <span className="countdown-label">{label}</span>
      <div className="countdown-cells">
        {UNITS.map((key) => (
          <span className="countdown-cell" key={key}>
            <b data-unit={key}>{String(parts[key]).padStart(2, '0')}</b>
            <small>{t(`page.units.${key}`)}</small>
          </span>
        ))}
      </div>
    </div>
  );
}
