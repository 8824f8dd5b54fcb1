/**
 * Sign-up and sign-in controls ([data-dialog]) work without JavaScript as links to the main
 * application; with it, a click does what the control stands for (loading the runtime first if
 * needed). If the runtime cannot start, or has no dialog of that kind, the click goes on as the
 * plain link it is: a call to action never goes dead.
 */
import { showPendingLoader } from './pendingLoader.ts';
import type { StaticDialog } from './staticDialog.ts';

/** What a control does: open its dialog, or (a tournament's take-part control, marked 'thanks') register and then thank. */
export type TriggerAction = { action: 'open'; kind: string } | { action: 'register-for-tournament' };

export interface TriggerRuntime {
  /** Opens the dialog of a control's kind; false when there is none. */
  openControl(kind: string, opener: Element): boolean;
  registerForTournament(opener: Element | null): Promise<void>;
  /** Reports an opening of a kind's pre-rendered dialog that the visitor closed before the runtime took it over. */
  reportClosedCopy(kind: string): void;
}

export function actionFor(trigger: HTMLElement): TriggerAction | null {
  const kind = trigger.dataset.dialog;
  // The info dialog is pre-rendered and opened by the boot script itself (infoDialog.ts).
  if (!kind || kind === 'info') return null;
  return kind === 'thanks' ? { action: 'register-for-tournament' } : { action: 'open', kind };
}

/** Follows the control as a plain link would. */
function followLink(trigger: HTMLElement) {
  if (trigger instanceof HTMLAnchorElement && trigger.href) location.assign(trigger.href);
}

/**
 * `showStatic` shows the control's pre-rendered dialog when the runtime has not started yet (boot/staticDialog.ts):
 * the visitor types in it while the runtime loads, and the runtime's dialog takes it over; null when there is none.
 */
export function wireDialogTriggers(
  doc: Document,
  runtime: () => Promise<TriggerRuntime>,
  showStatic: (kind: string, trigger: HTMLElement) => StaticDialog | null = () => null,
) {
  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).metaKey || (e as MouseEvent).ctrlKey)
      return;
    const trigger = (e.target as Element).closest<HTMLElement>('[data-dialog]');
    const target = trigger && actionFor(trigger);
    if (!trigger || !target) return;
    e.preventDefault();
    const shown = target.action === 'open' ? showStatic(target.kind, trigger) : null;
    const hideLoader = shown ? () => undefined : showPendingLoader(doc);
    void runtime().then(
      (r) => {
        try {
          // Closed by the visitor while the runtime loaded: nothing to open, the opening still counts.
          if (shown && !shown.isOpen()) {
            if (target.action === 'open') r.reportClosedCopy(target.kind);
            return;
          }
          if (target.action === 'register-for-tournament') void r.registerForTournament(trigger);
          else if (!r.openControl(target.kind, trigger)) {
            shown?.close();
            followLink(trigger);
          }
        } finally {
          hideLoader();
        }
      },
      () => {
        hideLoader();
        shown?.close();
        followLink(trigger);
      },
    );
  });
}
