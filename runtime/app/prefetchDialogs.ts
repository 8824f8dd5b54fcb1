/**
 * Dialog code fetched before the tap: a control's dialog as soon as a pointer or focus reaches it
 * (the boot script asks, see boot/dialogIntent.ts), and every dialog the page's controls open once
 * the runtime has started and the browser is idle again. One kind at a time, each in its own task.
 */
import type { BootData } from '../core/BootData.ts';
import { dialogForControl } from '../dialogs/dialogForControl.ts';
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
  const next = () => {
    const kind = kinds.shift();
    if (kind !== undefined)
      idle(() => {
        void prefetchControl(kind, boot).then(next);
      });
  };
  next();
}
