/**
 * Sign-up and sign-in controls ([data-dialog]) work without JavaScript as links to the main
 * application; with it, a click does what the control stands for (loading the runtime first if
 * needed). If the runtime cannot start, the click is replayed as the plain link it is.
 */
import type { BootData } from '../core/BootData.ts';
import { isDialogName, isSignInVariant, isSignUpVariant, type DialogDataMap, type DialogName, type OpenDialog } from '../dialogs/dialogData.ts';

/** What a control does: open a dialog, or (a tournament's take-part control, marked 'thanks') register and then thank. */
export type TriggerAction = { action: 'open'; dialog: OpenDialog } | { action: 'register-for-tournament' };

export interface TriggerRuntime {
  open<K extends DialogName>(name: K, data: DialogDataMap[K], opener: Element | null): void;
  registerForTournament(opener: Element | null): Promise<void>;
}

/** What a control does: the campaign's call-to-action data, or the default for its kind. */
export function actionFor(trigger: HTMLElement, boot: BootData): TriggerAction | null {
  const kind = trigger.dataset.dialog;
  // The info dialog is pre-rendered and opened by the boot script itself (infoDialog.ts).
  if (!isDialogName(kind) || kind === 'reset-password') return null;
  if (kind === 'thanks') return { action: 'register-for-tournament' };
  const cta = boot.cta && boot.cta.kind === kind ? boot.cta : null;
  const data = cta ? { name: cta.name, currency: cta.currency, bonus: cta.bonus, percent: cta.percent, signIn: cta.signIn } : null;
  if (kind === 'sign-in') return { action: 'open', dialog: { name: 'sign-in', data: data ? { ...data, variant: isSignInVariant(cta?.variant) ? cta.variant : undefined } : { variant: 'default' } } };
  if (kind === 'sign-up') return { action: 'open', dialog: { name: 'sign-up', data: data ? { ...data, variant: isSignUpVariant(cta?.variant) ? cta.variant : undefined } : { variant: 'basic' } } };
  return { action: 'open', dialog: { name: kind, data: {} } };
}

/** Follows the control as a plain link would (the runtime could not start). */
function followLink(trigger: HTMLElement) {
  const href = trigger instanceof HTMLAnchorElement ? trigger.href : null;
  if (href) location.assign(href);
}

export function wireDialogTriggers(doc: Document, boot: BootData, runtime: () => Promise<TriggerRuntime>) {
  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).metaKey || (e as MouseEvent).ctrlKey) return;
    const trigger = (e.target as Element).closest<HTMLElement>('[data-dialog]');
    const target = trigger && actionFor(trigger, boot);
    if (!trigger || !target) return;
    e.preventDefault();
    void runtime().then(
      (r) => (target.action === 'open' ? r.open(target.dialog.name, target.dialog.data, trigger) : r.registerForTournament(trigger)),
      () => followLink(trigger),
    );
  });
}
