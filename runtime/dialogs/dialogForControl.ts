/**
 * The dialog a page control ([data-dialog="<kind>"]) opens: the campaign's call-to-action data when
 * the control is the campaign's kind, else that kind's defaults. Runs in the runtime (not the boot
 * script) so that the dialog names and variant lists load only with the dialogs.
 */
import type { BootData } from '../core/BootData.ts';
import { isDialogName, isSignInVariant, isSignUpVariant, type OpenDialog } from './dialogData.ts';

export function dialogForControl(kind: string, boot: Pick<BootData, 'cta'>): OpenDialog | null {
  // The info dialog is pre-rendered and opened by the boot script; reset-password is reached from sign-in only.
  if (!isDialogName(kind) || kind === 'reset-password') return null;
  const cta = boot.cta && boot.cta.kind === kind ? boot.cta : null;
  const data = cta
    ? {
        name: cta.name,
        currency: cta.currency,
        bonus: cta.bonus,
        percent: cta.percent,
        signIn: cta.signIn,
        signInVariant: cta.signInVariant,
      }
    : null;
  if (kind === 'sign-in') {
    if (data)
      return { name: 'sign-in', data: { ...data, variant: isSignInVariant(cta?.variant) ? cta.variant : undefined } };
    // Another kind's call to action: the page's sign-in controls open the campaign's sign-in variant, with its data.
    const other = boot.cta;
    if (other && isSignInVariant(other.signInVariant))
      return {
        name: 'sign-in',
        data: { variant: other.signInVariant, name: other.name, currency: other.currency, bonus: other.bonus },
      };
    return { name: 'sign-in', data: { variant: 'default' } };
  }
  if (kind === 'sign-up')
    return {
      name: 'sign-up',
      data: data ? { ...data, variant: isSignUpVariant(cta?.variant) ? cta.variant : undefined } : { variant: 'basic' },
    };
  return { name: kind, data: {} };
}
