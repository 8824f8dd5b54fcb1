/** Renders the one open dialog by name; each kind's code loads when first opened or ahead of it (dialogKinds.ts). */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { dialog } from './dialog.ts';
import type { DialogDataMap, DialogName } from './dialogData.ts';
import { KINDS } from './dialogKinds.ts';
import { useDialogCode } from './useDialogCode.ts';

function Kind<K extends DialogName>({ name, data }: { name: K; data: DialogDataMap[K] }) {
  const Component: LazyExoticComponent<ComponentType<{ data: DialogDataMap[K] }>> = KINDS[name];
  return <Component data={data} />;
}

/** The dialog's loader while its code is on the way. */
function Loading() {
  return (
    <div className="dlg-backdrop dlg-loading" role="status" aria-live="polite">
      <span className="promo-spinner-ring" aria-hidden="true" />
    </div>
  );
}

export function DialogHost() {
  const { openDialog } = useSnapshot(dialog);
  const ready = useDialogCode(openDialog?.name);
  if (!openDialog) return null;
  if (!ready) return <Loading />;
  const variant = 'variant' in openDialog.data ? (openDialog.data.variant ?? '') : '';
  return (
    <Suspense fallback={<Loading />}>
      <Kind key={openDialog.name + variant} name={openDialog.name} data={openDialog.data} />
    </Suspense>
  );
}
