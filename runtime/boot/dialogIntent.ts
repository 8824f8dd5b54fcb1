/**
 * A pointer over, a finger on, or focus reaching a call to action ([data-dialog]) is a sign the
 * visitor may tap it: the runtime starts (if it has not) and fetches that control's dialog, so the
 * tap itself finds the code loaded. Once per kind.
 */
import { actionFor } from './dialogTriggers.ts';

/** onIntent: starts the runtime and fetches the code of the dialog a control of this kind opens. */
export function wireDialogIntent(doc: Document, onIntent: (kind: string) => void) {
  const seen = new Set<string>();
  const listener = (e: Event) => {
    const trigger = (e.target as Element | null)?.closest?.<HTMLElement>('[data-dialog]');
    const target = trigger && actionFor(trigger);
    const kind = trigger?.dataset.dialog;
    if (!target || !kind || seen.has(kind)) return;
    seen.add(kind);
    onIntent(kind);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
    doc.addEventListener(type, listener, { passive: true, capture: true });
}
