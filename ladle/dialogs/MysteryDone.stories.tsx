/**
 * The mystery-promotion "done" dialog (runtime/dialogs/MysteryDoneDialog.tsx). Its
 * LEARN MORE link goes to /bonuses?id=642 on the fake main app (or a remembered redirect address).
 */
import type { Story, StoryDefault } from '@ladle/react';
import { DialogStory } from './DialogStory.tsx';

export default { title: 'Dialogs / Mystery done', meta: { iframed: true } } satisfies StoryDefault;

export const Default: Story = () => <DialogStory name="mystery-done" />;

export const Mobile: Story = () => <DialogStory name="mystery-done" />;
Mobile.meta = { width: 360 };
