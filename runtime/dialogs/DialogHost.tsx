/** Renders the one open dialog by name; each kind's code loads when first opened or ahead of it (dialogKinds.ts). */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { dialog } from './dialog.ts';
import type { DialogDataMap, DialogName } from './dialogData.ts';
import { KINDS } from './dialogKinds.ts';

function Kind<K extends DialogName>({ name, data }: { name: K; data: DialogDataMap[K] }) {
  const Component: LazyExoticComponent<ComponentType<{ data: DialogDataMap[K] }>> = KINDS[name];
  return <Component data={data} />;
}

export function DialogHost() {
  const { openDialog } = useSnapshot(dialog);
  if (!openDialog) return null;
  const variant = 'variant' in openDialog.data ? (openDialog.data.variant ?? '') : '';
  return (
    <Suspense fallback={<div className="dlg-backdrop dlg-loading" role="status" aria-live="polite"><span className="promo-spinner-ring" aria-hidden="true" /></div>}>
      <Kind key={openDialog.name + variant} name={openDialog.name} data={openDialog.data} />
    </Suspense>
  );
}
