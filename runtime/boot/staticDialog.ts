/**
 * The pre-rendered dialog (pages/staticDialog.ts puts it in the page as `<template id="promo-dialog">`): a tap on
 * the call to action before the React runtime has started shows it at once, focus in its first field, so the
 * visitor types while the runtime loads; the runtime's own dialog then takes it over with what was typed
 * (dialogs/adoptStaticDialog.ts). Until then it closes as the dialog does (the close button, Escape, a click
 * outside) and traps Tab; any other button, and the form's submit, are held: the loader shows and the runtime's
 * dialog presses the same button once it is there.
 */
import { PENDING_BUTTON, SAVED_OVERFLOW, STATIC_DIALOG, STATIC_DIALOG_TEMPLATE } from '../dialogs/staticDialogIds.ts';
import { firstFocus, trapTab } from '../dialogs/dialogFocus.ts';
import { showPendingLoader } from './pendingLoader.ts';
import { presetCurrency } from './presetCurrency.ts';

export interface StaticDialog {
  /** Whether it is still shown (not closed by the visitor, nor taken over). */
  isOpen(): boolean;
  close(): void;
}

/** Shows the pre-rendered dialog of a control's kind; null when the page has none for it. */
export function showStaticDialog(doc: Document, kind: string, opener: HTMLElement): StaticDialog | null {
  const template = doc.getElementById(STATIC_DIALOG_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement) || template.dataset.kind !== kind) return null;
  doc.getElementById(STATIC_DIALOG)?.remove();
  const host = doc.createElement('div');
  host.id = STATIC_DIALOG;
  host.append(template.content.cloneNode(true));
  const panel = host.querySelector<HTMLElement>('[role="dialog"]');
  const backdrop = host.querySelector<HTMLElement>('.dlg-backdrop');
  if (!panel || !backdrop) return null;
  presetCurrency(template, panel, doc.location.search);
  const root = doc.documentElement;
  host.dataset[SAVED_OVERFLOW] = root.style.overflow;
  root.style.overflow = 'hidden';
  doc.body.append(host);
  firstFocus(panel).focus();

  const isOpen = () => host.isConnected;
  const close = () => {
    if (!isOpen()) return;
    root.style.overflow = host.dataset[SAVED_OVERFLOW] ?? '';
    host.remove();
    opener.focus();
  };
  const hold = (button: HTMLButtonElement | null) => {
    if (!button || host.dataset[PENDING_BUTTON] !== undefined) return;
    host.dataset[PENDING_BUTTON] = String([...panel.querySelectorAll('button')].indexOf(button));
    // Inside the copy, so that it goes with it when the runtime takes over.
    showPendingLoader(doc, host);
  };
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else trapTab(panel, e);
  });
  backdrop.addEventListener('mousedown', (e) => {
    if (e.target === backdrop) close();
  });
  panel.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button');
    if (!button || button.type === 'submit') return;
    e.preventDefault();
    if (button.classList.contains('dialog-close')) close();
    else hold(button);
  });
  panel.addEventListener('submit', (e) => {
    e.preventDefault();
    hold((e as SubmitEvent).submitter as HTMLButtonElement | null);
  });
  return { isOpen, close };
}
