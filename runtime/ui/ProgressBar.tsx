import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loader, progressAt } from './loader.ts';

/** The loading bar at the top of the page. */
export function ProgressBar() {
  const { progress } = useSnapshot(loader);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (progress === null || progress === 100) return;
    // The clock read when the bar appears, not the one from when the overlay mounted (that frame said -23).
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(t);
  }, [progress]);
  if (progress === null) return null;
  const value = progress === 100 ? 100 : progressAt(now);
  return (
    <div
      className="promo-progress"
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      style={{ width: `${value}%` }}
    />
  );
}
