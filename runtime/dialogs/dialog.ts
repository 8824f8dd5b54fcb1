/** The dialog store: at most one open dialog, by name, with the data that name takes. */
import { proxy, ref } from 'valtio';
import type { DialogDataMap, DialogName, OpenDialog } from './dialogData.ts';

export interface DialogState {
  openDialog: OpenDialog | null;
  opener: HTMLElement | null;
  /**
   * The dialog rendered ahead, hidden, while the page is idle (`renderAhead`): the one its call to action
   * opens, so that a tap only shows it (DialogHost.tsx). `aheadRound` counts closes: after each, the dialog
   * ahead is rendered afresh, so a dialog opened again starts empty as before.
   */
  ahead: OpenDialog | null;
  aheadRound: number;
}

export const initialDialogState = (): DialogState => ({ openDialog: null, opener: null, ahead: null, aheadRound: 0 });

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
  dialog.aheadRound += 1;
  opener?.focus?.();
}

/** Renders `target` ahead of its tap, hidden (the code of its kind must be loaded: preloadDialog). */
export function renderAhead(target: OpenDialog) {
  dialog.ahead = target;
}

/** Whether an opened dialog is the one rendered ahead: the same name and the same data. */
export const isAhead = (open: OpenDialog, ahead: OpenDialog | null): boolean =>
  !!ahead && open.name === ahead.name && JSON.stringify(open.data) === JSON.stringify(ahead.data);
