/** The secret-action terms dialog, 400 wide (runtime/dialogs/SecretTermsDialog.tsx). */
import type { Story, StoryDefault } from '@ladle/react';
import { DialogStory } from './DialogStory.tsx';

export default { title: 'Dialogs / Secret terms', meta: { iframed: true } } satisfies StoryDefault;

export const Default: Story = () => <DialogStory name="secret-terms" />;

export const Mobile: Story = () => <DialogStory name="secret-terms" />;
Mobile.meta = { width: 360 };
