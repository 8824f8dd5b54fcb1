import type { Story, StoryDefault } from '@ladle/react';
import welcomeBonus from './index.ts';
import { TemplateStory, casinoWelcome, pageFor, welcomePackage, windows } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Welcome bonus', meta: { iframed: true } } satisfies StoryDefault;

/** The always-on casino welcome bonus with its caps in three currencies. */
export const Casino: Story = () => <TemplateStory template={welcomeBonus} page={pageFor(casinoWelcome)} />;

/** A time-limited offer that is running now. */
export const Live: Story = () => (
  <TemplateStory template={welcomeBonus} page={pageFor(casinoWelcome, { window: windows.live })} />
);

/** A {currency} route picks the cap it shows: /welcome-bonuses/pkr/. */
export const CurrencyRoute: Story = () => (
  <TemplateStory template={welcomeBonus} page={pageFor(casinoWelcome, { currency: 'PKR' })} />
);

/** Not started yet. */
export const Scheduled: Story = () => (
  <TemplateStory
    template={welcomeBonus}
    page={pageFor(casinoWelcome, { status: 'scheduled', window: windows.scheduled })}
  />
);

/** Over: no claim button, a way on to current promotions. */
export const Ended: Story = () => (
  <TemplateStory template={welcomeBonus} page={pageFor(casinoWelcome, { status: 'ended', window: windows.ended })} />
);

/** params.heroImage replaces the gift at the top of the offer card. */
export const WithHeroImage: Story = () => (
  <TemplateStory
    template={welcomeBonus}
    page={pageFor({
      ...casinoWelcome,
      params: { ...(casinoWelcome.params as object), heroImage: 'img/welcome/hero.webp' },
    })}
  />
);

/** The 700% welcome package: the biggest percent figure. */
export const Package700: Story = () => <TemplateStory template={welcomeBonus} page={pageFor(welcomePackage)} />;

/** Page text in Hindi with a long title. */
export const LongHindiTitle: Story = () => (
  <TemplateStory template={welcomeBonus} page={pageFor(casinoWelcome, { locale: 'hi', infoLocale: 'hi' })} />
);

/** A weekly cashback offer: percent of net losses back, capped per week. */
export const Cashback: Story = () => (
  <TemplateStory
    template={welcomeBonus}
    page={pageFor({
      ...casinoWelcome,
      params: { ...(casinoWelcome.params as object), offer: 'cashback', cashbackPeriod: 'weekly', percent: 10 },
    })}
  />
);

/** Free spins on top of the deposit match, and free spins alone. */
export const WithFreeSpins: Story = () => (
  <TemplateStory
    template={welcomeBonus}
    page={pageFor({
      ...casinoWelcome,
      params: { ...(casinoWelcome.params as object), freeSpins: { count: 100, game: 'Book of Dead' } },
    })}
  />
);
export const FreeSpinsOnly: Story = () => (
  <TemplateStory
    template={welcomeBonus}
    page={pageFor({ ...casinoWelcome, params: { kind: 'casino', freeSpins: { count: 50 } } })}
  />
);
