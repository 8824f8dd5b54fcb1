/**
 * Dialog code fetched before the tap: a control's dialog as soon as a pointer or focus reaches it
 * (the boot script asks, see boot/dialogIntent.ts), and every dialog the page's controls open once
 * the runtime has started and the browser is idle again. One kind at a time, each in its own task.
 * The dialog of the page's call to action, once its code is here, is rendered ahead, hidden
 * (dialogs/DialogHost.tsx), so that its tap only shows it.
 */
import type { BootData } from '../core/BootData.ts';
import { dialogForControl } from '../dialogs/dialogForControl.ts';
import { renderAhead } from '../dialogs/dialog.ts';
import { preloadDialog } from '../dialogs/dialogKinds.ts';

/** Fetches the code of the dialog a control of this kind opens; a failure stays quiet (opening retries). */
export function prefetchControl(kind: string, boot: Pick<BootData, 'cta'>): Promise<void> {
  const target = dialogForControl(kind, boot);
  return target
    ? preloadDialog(target.name).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 4000 }) : setTimeout(fn, 500);

/** On idle, the dialogs of every control on the page ([data-dialog]), one after the other. */
export function prefetchPageDialogs(doc: Document, boot: Pick<BootData, 'cta'>) {
  const kinds = [
    ...new Set([...doc.querySelectorAll<HTMLElement>('[data-dialog]')].map((el) => el.dataset.dialog ?? '')),
  ];
  // The call to action's kind first: its dialog is the one rendered ahead.
  const main = boot.cta?.kind;
  if (main && kinds.includes(main)) kinds.sort((a, b) => Number(b === main) - Number(a === main));
  const next = () => {
    const kind = kinds.shift();
    if (kind !== undefined)
      idle(() => {
        void prefetchControl(kind, boot).then(() => {
          const target = kind === main ? dialogForControl(kind, boot) : null;
          if (target) renderAhead(target);
          next();
        });
      });
  };
  next();
}
