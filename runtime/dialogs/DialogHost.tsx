/** Renders the one open dialog by name; each kind's code loads only when first opened. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { dialog, type DialogData, type DialogName } from './dialog.ts';

const KINDS: Record<DialogName, React.LazyExoticComponent<React.ComponentType<{ data: DialogData }>>> = {
  'sign-up': lazy(() => import('./SignUpDialog.tsx')),
  'sign-in': lazy(() => import('./SignInDialog.tsx')),
  'reset-password': lazy(() => import('./ResetPasswordDialog.tsx')),
  thanks: lazy(() => import('./MessageDialogs.tsx').then((m) => ({ default: m.ThanksDialog }))),
  'mystery-done': lazy(() => import('./MessageDialogs.tsx').then((m) => ({ default: m.MysteryDoneDialog }))),
  'secret-terms': lazy(() => import('./MessageDialogs.tsx').then((m) => ({ default: m.SecretTermsDialog }))),
};

export function DialogHost() {
  const { openDialog } = useSnapshot(dialog);
  if (!openDialog) return null;
  const Kind = KINDS[openDialog.name];
  return (
    <Suspense fallback={<div className="dlg-backdrop dlg-loading" role="status" aria-live="polite"><span className="promo-spinner-ring" aria-hidden="true" /></div>}>
      <Kind key={openDialog.name + (openDialog.data.variant ?? '')} data={openDialog.data as DialogData} />
    </Suspense>
  );
}
