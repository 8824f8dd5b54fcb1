import type { Story, StoryDefault } from '@ladle/react';
import tournament from './index.ts';
import { TemplateStory, cashRace, pageFor, windows, winterGiveaway } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Tournament', meta: { iframed: true } } satisfies StoryDefault;

/** A running race: live badge, "Ends in" countdown, join button. */
export const Live: Story = () => (
  <TemplateStory template={tournament} page={pageFor(cashRace, { window: windows.live })} />
);

/** Less than a day left. */
export const EndsToday: Story = () => (
  <TemplateStory template={tournament} page={pageFor(cashRace, { window: windows.endsSoon })} />
);

/** Not started yet: "Coming soon" banner and a "Starts in" countdown; phases, tickets, a pool in two currencies. */
export const Scheduled: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor(winterGiveaway, { status: 'scheduled', window: windows.scheduled })}
  />
);

/** Over: ended banner with a way on, "Final prizes", no countdown and no join button. */
export const Ended: Story = () => (
  <TemplateStory template={tournament} page={pageFor(cashRace, { status: 'ended', window: windows.ended })} />
);

/** params.heroImage replaces the trophy at the top of the prize-pool card. */
export const WithHeroImage: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor(
      { ...cashRace, params: { game: 'Aviator', heroImage: 'img/cash-race/hero.webp' } },
      { window: windows.live },
    )}
  />
);

/** A custom accent colour from params.accent. */
export const CustomAccent: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor({ ...cashRace, params: { game: 'Crash games', accent: '#3ee0a1' } }, { window: windows.live })}
  />
);

/** Page text in Hindi with a long title, and the info dialog in Hindi (/cash-race/hi/). */
export const LongHindiTitle: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor(cashRace, { window: windows.live, locale: 'hi', infoLocale: 'hi' })}
  />
);

/** Random cash drops instead of a leaderboard: the drops table, biggest first. */
export const CashDrops: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor(
      {
        ...cashRace,
        tournament: {
          pool: { amount: 1500000, currency: 'INR' },
          minBet: { amount: 20, currency: 'INR' },
          drops: [
            { count: 3000, amount: 200 },
            { count: 500, amount: 1000 },
            { count: 30, amount: 10000 },
            { count: 2, amount: 50000 },
          ],
        },
        params: { game: 'Cash drops', showPoints: false },
      },
      { window: windows.live },
    )}
  />
);

/** Several races in one campaign: a stake and win race, then a per-spin race with its own dates. */
export const SeveralRaces: Story = () => (
  <TemplateStory
    template={tournament}
    page={pageFor(
      {
        ...cashRace,
        tournament: {
          pool: { amount: 12697000, currency: 'INR' },
          races: [
            {
              name: 'Santa Spins',
              pool: { amount: 5079000, currency: 'INR' },
              points: [
                { points: 100, per: { amount: 85, currency: 'INR' }, on: 'stake' },
                { points: 10, per: { amount: 85, currency: 'INR' }, on: 'win' },
              ],
            },
            {
              name: 'Playson Afterparty',
              starts: '2023-01-05',
              ends: '2023-01-22',
              pool: { amount: 7618000, currency: 'INR' },
              points: [{ points: 1, on: 'spin' }],
            },
          ],
        },
      },
      { window: windows.live },
    )}
  />
);
