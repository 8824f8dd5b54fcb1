import type { Story, StoryDefault } from '@ladle/react';
import type { CampaignData } from '../../model/campaignSchema.ts';
import wheel from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Wheel', meta: { iframed: true } } satisfies StoryDefault;

/** A fortune registration page: the wheel stops on 20,000 INR, the prize the fortune dialog announces. */
const fortune: CampaignData = {
  slug: 'wheel-of-fortune',
  template: 'wheel',
  pixel: 'sit-cas',
  cta: { kind: 'sign-up', variant: 'fortune', name: 'fortune', currency: 'INR', bonus: 'casino', signIn: 'main-site' },
  params: {
    segments: [
      { prize: 'cash', amount: 20_000 },
      { prize: 'spins', amount: 50 },
      { prize: 'bonus', amount: 300 },
      { prize: 'freebet', amount: 500 },
      { prize: 'cash', amount: 5_000 },
      { prize: 'spins', amount: 100 },
      { prize: 'bonus', amount: 500 },
      { prize: 'cash', amount: 1_000 },
    ],
    win: 0,
  },
  text: {
    en: {
      title: 'Spin the Wheel of Fortune and win up to 20,000 INR',
      subtitle: 'Every spin wins: cash, free spins or a deposit bonus of up to 500%.',
      cta: 'Spin now',
      steps: [
        'Press Spin and create your account in a minute.',
        'Your prize is added to your account at once.',
        'Make your first deposit to unlock cash prizes for withdrawal.',
      ],
      terms: ['One spin per new player.', 'Prizes carry a 1x wager to complete within 72 hours.'],
      info: {
        title: 'How the Wheel of Fortune works',
        body: ['New players spin once when they sign up.', 'Every segment is a prize.'],
      },
    },
  },
};

/** A wheels registration page in Bangladesh: BDT segments, six of them, the top prize not at index 0. */
const bangladesh: CampaignData = {
  ...fortune,
  slug: 'wheel-bangladesh-reg',
  cta: {
    kind: 'sign-up',
    variant: 'wheels',
    name: 'bangladeshCasino',
    currency: 'BDT',
    bonus: 'casino',
    signIn: 'dialog',
  },
  schedule: { starts: '2026-12-01', ends: '2026-12-31', timeZone: 'Asia/Dhaka' },
  params: {
    segments: [
      { prize: 'spins', amount: 25 },
      { prize: 'cash', amount: 500 },
      { prize: 'bonus', amount: 250 },
      { prize: 'cash', amount: 15_000 },
      { prize: 'freebet', amount: 200 },
      { prize: 'spins', amount: 75 },
    ],
    win: 3,
    accent: '#3ee0a1',
  },
  text: {
    en: {
      title: 'Bangladesh Wheel: win up to 15,000 BDT',
      subtitle: 'Sign up, spin and take your prize.',
      steps: ['Press Spin.', 'Sign up.', 'Play.'],
    },
  },
};

/** Always on (no schedule): the fortune wheel with its hub button. */
export const Fortune: Story = () => <TemplateStory template={wheel} page={pageFor(fortune)} />;

/** A running promotion: live badge and "Ends in" countdown under the wheel. */
export const Live: Story = () => <TemplateStory template={wheel} page={pageFor(fortune, { window: windows.live })} />;

/** Not started yet: six segments, another accent, the top prize at index 3. */
export const Scheduled: Story = () => (
  <TemplateStory template={wheel} page={pageFor(bangladesh, { status: 'scheduled', window: windows.scheduled })} />
);

/** Over: the hub is no longer a button, no steps, a way on to current promotions. */
export const Ended: Story = () => (
  <TemplateStory template={wheel} page={pageFor(fortune, { status: 'ended', window: windows.ended })} />
);

/** Twelve segments, the most the wheel takes, with long Indian-grouped amounts. */
export const TwelveSegments: Story = () => (
  <TemplateStory
    template={wheel}
    page={pageFor({
      ...fortune,
      params: {
        segments: [
          ...(fortune.params as { segments: object[] }).segments,
          { prize: 'cash', amount: 100_000 },
          { prize: 'spins', amount: 10 },
          { prize: 'freebet', amount: 2_000 },
          { prize: 'bonus', amount: 150 },
        ],
        win: 8,
      },
    })}
  />
);
