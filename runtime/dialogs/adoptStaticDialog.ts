/**
 * The runtime's dialog takes over the pre-rendered copy the boot script showed before the runtime had started
 * (boot/staticDialog.ts): every field the visitor changed gets the same value in the React form (through the
 * events a person's typing fires, so react-hook-form hears it), focus and the caret go to the same field, the
 * body keeps its scroll, and a button the visitor pressed meanwhile is pressed again. Then the copy goes, in the
 * same frame: the visitor sees one dialog throughout. A copy of another dialog is just closed.
 */
import { PENDING_BUTTON, SAVED_OVERFLOW, STATIC_DIALOG } from './staticDialogIds.ts';
import { firstFocus } from './dialogFocus.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELDS = 'input[name],select[name],textarea[name]';
const CONTROLS = 'a[href],button,input,select,textarea';

const changed = (el: Field): boolean => {
  // A select shows its first option when none is marked as the default.
  if (el instanceof HTMLSelectElement) {
    const initial = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return !el.multiple && el.value !== (initial?.value ?? '');
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
};

/** Sets a field as typing does: the prototype's setter (React tracks the element's own) and then the event. */
function setAsTyped(target: Field, from: Field) {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.checked !== (from as HTMLInputElement).checked) target.click();
    return;
  }
  if (target instanceof HTMLSelectElement && !target.querySelector(`option[value="${CSS.escape(from.value)}"]`)) return;
  const proto = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function counterpart(panel: HTMLElement, el: Field): Field | null {
  const byName = `[name="${CSS.escape(el.name)}"]`;
  const radio = el instanceof HTMLInputElement && el.type === 'radio' ? `[value="${CSS.escape(el.value)}"]` : '';
  return panel.querySelector<Field>(`${byName}${radio}`);
}

/** The element of `panel` that stands where `active` stands in `copy`: a field by name, else by its place among the controls. */
function focusedCounterpart(copy: HTMLElement, panel: HTMLElement, active: HTMLElement): HTMLElement | null {
  if ('name' in active && typeof active.name === 'string' && active.name) return counterpart(panel, active as Field);
  const index = [...copy.querySelectorAll(CONTROLS)].indexOf(active);
  return index < 0 ? null : (panel.querySelectorAll<HTMLElement>(CONTROLS)[index] ?? null);
}

/** Takes over the boot script's copy if one is shown; true when it was this dialog's (focus then carried over). */
export function adoptStaticDialog(panel: HTMLElement): boolean {
  const doc = panel.ownerDocument;
  const host = doc.getElementById(STATIC_DIALOG);
  if (!host) return false;
  const copy = host.querySelector<HTMLElement>('[role="dialog"]');
  const same = !!copy && copy.className === panel.className;
  doc.documentElement.style.overflow = host.dataset[SAVED_OVERFLOW] ?? '';
  if (!same || !copy) {
    host.remove();
    return false;
  }
  const active = doc.activeElement;
  for (const el of copy.querySelectorAll<Field>(FIELDS)) {
    const target = counterpart(panel, el);
    if (target && changed(el)) setAsTyped(target, el);
  }
  const bodies = [copy, panel].map((p) => p.querySelector<HTMLElement>('.dlg-body'));
  if (bodies[0] && bodies[1]) bodies[1].scrollTop = bodies[0].scrollTop;
  const focusTarget =
    active instanceof HTMLElement && copy.contains(active) ? focusedCounterpart(copy, panel, active) : null;
  const caret = active instanceof HTMLInputElement ? ([active.selectionStart, active.selectionEnd] as const) : null;
  const pending = host.dataset[PENDING_BUTTON];
  host.remove();
  focusTarget?.focus();
  // A counterpart that cannot take focus (hidden, disabled) leaves it where the dialog puts it on opening.
  if (!panel.contains(doc.activeElement)) firstFocus(panel).focus();
  else if (focusTarget instanceof HTMLInputElement && caret) {
    try {
      focusTarget.setSelectionRange(caret[0], caret[1]);
    } catch {
      // Types without a caret (e-mail, number) keep the browser's.
    }
  }
  if (pending !== undefined) {
    const button = panel.querySelectorAll<HTMLButtonElement>('button')[Number(pending)];
    // After this commit: the form's handlers see the values set above.
    if (button) setTimeout(() => button.click());
  }
  return true;
}
