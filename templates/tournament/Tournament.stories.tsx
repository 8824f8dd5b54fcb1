import type { Story, StoryDefault } from '@ladle/react';
import tournament from './index.ts';
import { TemplateStory, cashRace, pageFor, windows, winterGiveaway } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Tournament', meta: { iframed: true } } satisfies StoryDefault;

/** A running race: live badge, "Ends in" countdown, join button. */
export const Live: Story = () => <TemplateStory template={tournament} page={pageFor(cashRace, { window: windows.live })} />;

/** Less than a day left. */
export const EndsToday: Story = () => <TemplateStory template={tournament} page={pageFor(cashRace, { window: windows.endsSoon })} />;

/** Not started yet: "Coming soon" banner and a "Starts in" countdown; phases, tickets, a pool in two currencies. */
export const Scheduled: Story = () => <TemplateStory template={tournament} page={pageFor(winterGiveaway, { status: 'scheduled', window: windows.scheduled })} />;

/** Over: ended banner with a way on, "Final prizes", no countdown and no join button. */
export const Ended: Story = () => <TemplateStory template={tournament} page={pageFor(cashRace, { status: 'ended', window: windows.ended })} />;

/** params.heroImage replaces the trophy at the top of the prize-pool card. */
export const WithHeroImage: Story = () => (
  <TemplateStory template={tournament} page={pageFor({ ...cashRace, params: { game: 'Aviator', heroImage: 'img/cash-race/hero.webp' } }, { window: windows.live })} />
);

/** A custom accent colour from params.accent. */
export const CustomAccent: Story = () => (
  <TemplateStory template={tournament} page={pageFor({ ...cashRace, params: { game: 'Crash games', accent: '#3ee0a1' } }, { window: windows.live })} />
);

/** Page text in Hindi with a long title, and the info dialog in Hindi (/cash-race/hi/). */
export const LongHindiTitle: Story = () => (
  <TemplateStory template={tournament} page={pageFor(cashRace, { window: windows.live, locale: 'hi', infoLocale: 'hi' })} />
);
