import { useSnapshot } from 'valtio';
import { loader } from './loader.ts';

/** The full-screen spinner, shown while a global load is running. */
export function Spinner() {
  const { spinner } = useSnapshot(loader);
  if (!spinner) return null;
  return (
    <div className="promo-spinner" role="status" aria-live="polite">
      <span className="promo-spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
