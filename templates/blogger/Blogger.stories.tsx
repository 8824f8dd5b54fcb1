import type { Story, StoryDefault } from '@ladle/react';
import type { CampaignData } from '../../model/campaignSchema.ts';
import blogger from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Blogger', meta: { iframed: true } } satisfies StoryDefault;

/** A named creator's offer with a promo code. */
const named: CampaignData = {
  slug: 'blogger-rahulplays',
  template: 'blogger',
  route: { path: 'blogger/rahulplays' },
  pixel: 'none',
  cta: {
    kind: 'sign-up',
    variant: 'custom',
    name: 'blogger',
    currency: 'INR',
    bonus: 'casino',
    percent: 250,
    signIn: 'main-site',
  },
  params: {
    blogger: { name: 'Rahul Plays', handle: '@rahulplays' },
    game: 'Aviator',
    percent: 250,
    maxBonus: [{ amount: 30_000, currency: 'INR' }],
    promoCode: '724250',
  },
  text: {
    en: {
      title: 'Rahul’s followers get 250% on the first deposit',
      subtitle: 'Join WinPlay with Rahul’s code and start with three and a half times your deposit, up to 30,000 INR.',
      cta: 'Get 250% bonus',
      steps: [
        'Press the button and sign up with your phone number or e-mail.',
        'Enter the promo code 724250 in the sign-up form.',
        'Make your first deposit: the 250% bonus is credited at once.',
      ],
      body: ['Rahul plays Aviator live every evening. Play along with the same boosted balance.'],
      terms: ['For new players aged 18 or over, once per player.', 'The bonus must be wagered within 72 hours.'],
      info: {
        title: 'About Rahul’s offer',
        body: ['250% on your first deposit, up to 30,000 INR.', 'Wager the bonus within 72 hours.'],
      },
    },
  },
};

/** A {name} route page: the same for every handle, so no creator, a generic partner badge. */
const shared: CampaignData = {
  ...named,
  slug: 'aviator-blogger-brl',
  route: { path: 'aviator-blogger/brl', param: { kind: 'name' } },
  cta: {
    kind: 'sign-up',
    variant: 'aviator',
    name: 'aviator-blogger-brl',
    currency: 'BRL',
    bonus: 'casino',
    percent: 300,
    signIn: 'dialog',
  },
  params: {
    game: 'Aviator',
    percent: 300,
    maxBonus: [
      { amount: 5_500, currency: 'BRL' },
      { amount: 55_000, currency: 'INR' },
    ],
  },
  text: {
    en: {
      title: '300% for our creators’ followers',
      subtitle: 'Up to 5,500 BRL on your first deposit.',
      steps: ['Sign up.', 'Deposit.', 'Play Aviator.'],
    },
  },
};

/** A named creator, always on. */
export const Named: Story = () => <TemplateStory template={blogger} page={pageFor(named)} />;

/** A running offer: live badge and countdown. */
export const Live: Story = () => <TemplateStory template={blogger} page={pageFor(named, { window: windows.live })} />;

/** Not started yet. */
export const Scheduled: Story = () => (
  <TemplateStory template={blogger} page={pageFor(named, { status: 'scheduled', window: windows.scheduled })} />
);

/** Over: no claim button, a way on. */
export const Ended: Story = () => (
  <TemplateStory template={blogger} page={pageFor(named, { status: 'ended', window: windows.ended })} />
);

/** Without the optional params (no creator, no promo code): the generic partner badge; caps in two currencies. */
export const AnyHandle: Story = () => <TemplateStory template={blogger} page={pageFor(shared)} />;

/** A photo from params.blogger.avatarImage and a custom accent. */
export const WithAvatar: Story = () => (
  <TemplateStory
    template={blogger}
    page={pageFor({
      ...named,
      params: {
        ...(named.params as object),
        blogger: { name: 'Rahul Plays', handle: '@rahulplays', avatarImage: 'img/blogger/rahul.webp' },
        accent: '#ff8cc6',
      },
    })}
  />
);
