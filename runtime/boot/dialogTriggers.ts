/**
 * Sign-up and sign-in controls ([data-dialog]) work without JavaScript as links to the main
 * application; with it, a click opens the campaign's dialog (loading the runtime first if needed).
 */
import type { BootData } from '../core/BootData.ts';
import type { DialogData, DialogName } from '../dialogs/dialog.ts';

const DIALOG_NAMES = ['sign-up', 'sign-in', 'thanks', 'mystery-done', 'secret-terms'] as const;

type Open = (name: DialogName, data: DialogData, opener: Element | null) => void;

/** The dialog a control opens: the campaign's call-to-action data, or the default for its kind. */
export function dialogFor(trigger: HTMLElement, boot: BootData): { name: DialogName; data: DialogData } | null {
  const kind = trigger.dataset.dialog;
  // The info dialog is pre-rendered and opened by the boot script itself (infoDialog.ts).
  if (!kind || kind === 'info' || !(DIALOG_NAMES as readonly string[]).includes(kind)) return null;
  const cta = boot.cta;
  const fromCampaign = cta && cta.kind === kind ? { variant: cta.variant, name: cta.name, currency: cta.currency, bonus: cta.bonus, percent: cta.percent, signIn: cta.signIn } : null;
  if (kind === 'sign-in') return { name: 'sign-in', data: fromCampaign ?? { variant: 'default' } };
  if (kind === 'sign-up') return { name: 'sign-up', data: fromCampaign ?? { variant: 'basic' } };
  return { name: kind as DialogName, data: fromCampaign ?? {} };
}

export function wireDialogTriggers(doc: Document, boot: BootData, runtime: () => Promise<{ open: Open }>) {
  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).metaKey || (e as MouseEvent).ctrlKey) return;
    const trigger = (e.target as Element).closest<HTMLElement>('[data-dialog]');
    const target = trigger && dialogFor(trigger, boot);
    if (!target) return;
    e.preventDefault();
    void runtime().then((r) => r.open(target.name, target.data, trigger));
  });
}
