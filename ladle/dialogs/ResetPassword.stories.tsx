/**
 * The reset-password dialog (runtime/dialogs/ResetPasswordDialog.tsx): empty, the e-mail error, and
 * sent. "Sent" is what the real dialog does on success: it closes and the snackbar says the e-mail is
 * on its way (kept on screen here, where the runtime would hide it after 6 s).
 */
import type { Story, StoryDefault } from '@ladle/react';
import { notify } from '../../runtime/ui/notifications.ts';
import { DialogStory } from './DialogStory.tsx';

export default { title: 'Dialogs / Reset password', meta: { iframed: true } } satisfies StoryDefault;

export const Empty: Story = () => <DialogStory name="reset-password" data={{ variant: 'default' }} />;

/** Submitted without an e-mail. */
export const Errors: Story = () => (
  <DialogStory
    name="reset-password"
    data={{ variant: 'default' }}
    play={async (ui) => {
      await ui.click('Send recovery e-mail');
      await ui.waitFor(() => ui.dialog()?.querySelector('.field-error'), 'the e-mail error');
    }}
  />
);

/** The e-mail sent: the fake API accepts it, the dialog closes, the success notification shows. */
export const Sent: Story = () => (
  <DialogStory
    name="reset-password"
    data={{ variant: 'default' }}
    play={async (ui) => {
      await ui.type('E-mail', 'priya.sharma@example.com');
      await ui.click('Send recovery e-mail');
      const toast = await ui.waitFor(
        () =>
          !ui.dialog() &&
          ui.api.calls.some((c) => c.route === 'POST /players/passwords') &&
          ui.query('.promo-toast span'),
        'the notification',
      );
      // The same message again with no timeout replaces the first: it stays for the review.
      notify(toast.textContent ?? '', { timeout: -1 });
      await ui.idle();
    }}
  />
);

export const Mobile: Story = () => <DialogStory name="reset-password" data={{ variant: 'default' }} />;
Mobile.meta = { width: 360 };
