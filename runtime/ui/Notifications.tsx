import { useSnapshot } from 'valtio';
import { dismiss, notifications } from './notifications.ts';

/** The snackbar at the right: polite for success and warnings, assertive for errors. */
export function Notifications() {
  const { list } = useSnapshot(notifications);
  return (
    <div className="promo-snackbar" aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`promo-toast promo-toast-${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
          <span>{n.message}</span>
          <button type="button" className="promo-toast-close" aria-label="Dismiss" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
