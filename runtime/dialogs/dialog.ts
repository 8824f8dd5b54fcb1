/** The dialog store: at most one open dialog, by name, with its data. */
import { proxy, ref } from 'valtio';

export type DialogName = 'sign-up' | 'sign-in' | 'reset-password' | 'thanks' | 'mystery-done' | 'secret-terms';

export interface DialogData {
  variant?: string;
  name?: string;
  currency?: string;
  bonus?: 'casino' | 'sport';
  percent?: number;
  /** Where the registration's sign-in link leads: a sign-in dialog (default) or the main site with auth=true. */
  signIn?: 'dialog' | 'main-site';
  /** Open on this tab (sign-up/sign-in forms). */
  tab?: 'email' | 'phone' | 'one-click' | 'register' | 'login';
}

export const dialog = proxy<{ openDialog: null | { name: DialogName; data: DialogData }; opener: HTMLElement | null }>({ openDialog: null, opener: null });

export function openDialog(name: DialogName, data: DialogData = {}, opener: Element | null = globalThis.document?.activeElement ?? null) {
  // The element that opened the first dialog keeps focus duty when one dialog leads to another.
  if (!dialog.openDialog) dialog.opener = opener instanceof HTMLElement ? ref(opener) : null;
  dialog.openDialog = { name, data: { ...data } };
}

export function closeDialog() {
  const opener = dialog.opener;
  dialog.openDialog = null;
  dialog.opener = null;
  opener?.focus?.();
}
