/**
 * A field's blur handling that never moves a control under the pointer. Pressing a button or link
 * blurs the focused field on the press; a message that appeared (or went) then would shift the form
 * before the release, and the click would land beside the control. So a blur caused by a press is
 * handled once the press is over and its click delivered; and an empty field the visitor never
 * typed in (the e-mail field focused on opening) is not checked on leaving it: the submit checks it.
 */
import type { FocusEvent } from 'react';

let pressed = false;
let held: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  // After this turn: the release's click is dispatched in the same task as the pointerup.
  setTimeout(() => {
    const run = held;
    held = [];
    for (const fn of run) fn();
  }, 0);
}

let listening = false;
function listen() {
  // Not in a server render, nor in a stand-in document without events (markup-only tests).
  if (
    listening ||
    typeof document === 'undefined' ||
    typeof document.addEventListener !== 'function' ||
    typeof window === 'undefined'
  )
    return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}

/** Runs `fn` now, or after the pointer press in progress is released (and its click handled). */
export function afterPress(fn: () => void): void {
  listen();
  if (pressed) held.push(fn);
  else fn();
}

type Blur = (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => unknown;

/**
 * `register(name)`'s props with the blur held as above; `untouched` says the visitor has not yet
 * left this field after typing in it (react-hook-form's touched state).
 */
export function heldBlur<R extends { onBlur: Blur }>(field: R, untouched: boolean): R {
  listen();
  return {
    ...field,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (untouched && event.target.value === '') return;
      afterPress(() => {
        void field.onBlur(event);
      });
    },
  };
}
