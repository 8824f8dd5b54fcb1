/**
 * Focus inside a dialog, shared by the React shell (DialogShell.tsx) and the pre-rendered dialog the boot script
 * shows before the runtime has started (boot/staticDialog.ts), so both move and trap focus alike.
 */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Where focus goes when a dialog opens: the first field, else the first action, else the dialog itself. */
export function firstFocus(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>('[autofocus]') ??
    panel.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]),select,textarea') ??
    panel.querySelector<HTMLElement>('a[href],button:not(.dialog-close)') ??
    panel
  );
}

/** Keeps Tab and Shift+Tab inside `panel`: from the last item to the first and back. */
export function trapTab(panel: HTMLElement, e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>) {
  if (e.key !== 'Tab') return;
  const active = panel.ownerDocument.activeElement;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === active,
  );
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (e.shiftKey && active === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}
