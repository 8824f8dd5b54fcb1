import { useTranslation } from 'react-i18next';

/** Time left until `to` (epoch ms). Rendered at build time; the boot script keeps it ticking. */
export function splitDuration(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

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
