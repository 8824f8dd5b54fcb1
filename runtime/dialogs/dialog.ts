/** The dialog store: at most one open dialog, by name, with the data that name takes. */
import { proxy, ref } from 'valtio';
import type { DialogDataMap, DialogName, OpenDialog } from './dialogData.ts';

export interface DialogState {
  openDialog: OpenDialog | null;
  opener: HTMLElement | null;
}

export const initialDialogState = (): DialogState => ({ openDialog: null, opener: null });

export const dialog = proxy<DialogState>(initialDialogState());

export const resetDialog = () => {
  Object.assign(dialog, initialDialogState());
};

export function openDialog<K extends DialogName>(
  name: K,
  data?: DialogDataMap[K],
  opener: Element | null = globalThis.document?.activeElement ?? null,
) {
  // The element that opened the first dialog keeps focus duty when one dialog leads to another.
  if (!dialog.openDialog) dialog.opener = opener instanceof HTMLElement ? ref(opener) : null;
  // A union member per name: built from a matching (name, data) pair.
  dialog.openDialog = { name, data: { ...data } } as OpenDialog;
}

export function closeDialog() {
  const opener = dialog.opener;
  dialog.openDialog = null;
  dialog.opener = null;
  opener?.focus?.();
}
