/** The thank-you dialog after a tournament registration (runtime/dialogs/ThanksDialog.tsx). */
import type { Story, StoryDefault } from '@ladle/react';
import { DialogStory } from './DialogStory.tsx';

export default { title: 'Dialogs / Thanks', meta: { iframed: true } } satisfies StoryDefault;

export const Default: Story = () => <DialogStory name="thanks" />;

export const Mobile: Story = () => <DialogStory name="thanks" />;
Mobile.meta = { width: 360 };
