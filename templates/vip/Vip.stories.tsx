import type { Story, StoryDefault } from '@ladle/react';
import { I18nextProvider } from 'react-i18next';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import vip from './index.ts';
import { TemplateStory, pageFor } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / VIP', meta: { iframed: true } } satisfies StoryDefault;

/** The VIP programme of player-content sections 6 and 9, with four levels. */
const vipProgram: CampaignData = {
  slug: 'vip-program',
  template: 'vip',
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR', bonus: 'casino' },
  params: {
    contactEmail: 'vip@winplay.example',
    cashbackPercent: 15,
    levels: [
      { level: 'silver', cashback: 5, minDeposits: { amount: 50_000, currency: 'INR' } },
      { level: 'gold', cashback: 8, minDeposits: { amount: 200_000, currency: 'INR' } },
      { level: 'platinum', cashback: 12, minDeposits: { amount: 500_000, currency: 'INR' } },
      { level: 'diamond', cashback: 15, minDeposits: { amount: 1_500_000, currency: 'INR' } },
    ],
  },
  text: {
    en: {
      title: 'WinPlay VIP Club',
      subtitle: 'A personal manager, faster withdrawals, higher limits and up to 15% of your losses back every week.',
      cta: 'Create an account',
      body: ['Our most active players get more than bonuses: their own team, their own offers and their own limits.'],
      steps: [
        'Play as usual with real money.',
        'Write to the VIP team from the e-mail you registered with.',
        'We reply within 24 hours with your level and your personal offer.',
      ],
      terms: [
        'The VIP programme is open to verified players aged 18 or over.',
        'Weekly cashback is credited every Monday on the net losses of the previous week.',
      ],
      info: {
        title: 'How the VIP Club works',
        body: ['Membership is by e-mail to the VIP team.', 'Your level sets your weekly cashback, up to 15%.'],
      },
    },
    hi: {
      title: 'WinPlay VIP क्लब',
      subtitle: 'निजी मैनेजर, तेज़ निकासी, ऊँची सीमाएँ और हर हफ़्ते हार का 15% तक वापस।',
      cta: 'खाता बनाएँ',
      body: ['हमारे सबसे सक्रिय खिलाड़ियों को बोनस से कहीं ज़्यादा मिलता है: अपनी टीम, अपने ऑफ़र और अपनी सीमाएँ।'],
      steps: [
        'हमेशा की तरह असली पैसे से खेलें।',
        'रजिस्ट्रेशन वाले ई-मेल से VIP टीम को लिखें।',
        'हम 24 घंटों में आपके स्तर और निजी ऑफ़र के साथ जवाब देते हैं।',
      ],
      terms: [
        'VIP प्रोग्राम 18 वर्ष या उससे अधिक उम्र के सत्यापित खिलाड़ियों के लिए है।',
        'साप्ताहिक कैशबैक हर सोमवार पिछले हफ़्ते के शुद्ध नुकसान पर मिलता है।',
      ],
      info: {
        title: 'VIP क्लब कैसे काम करता है',
        body: ['सदस्यता VIP टीम को ई-मेल करके मिलती है।', 'आपका स्तर आपका साप्ताहिक कैशबैक तय करता है, 15% तक।'],
      },
    },
  },
};

export const Programme: Story = () => <TemplateStory template={vip} page={pageFor(vipProgram)} />;

/** A loyalty page: chosen benefits (gifts, private tournaments), 10% cashback, no levels and no join steps. */
export const LoyaltyNoLevels: Story = () => (
  <TemplateStory
    template={vip}
    page={pageFor({
      ...vipProgram,
      slug: 'land-loyalty',
      params: {
        programme: 'loyalty',
        contactEmail: 'loyalty@winplay.example',
        cashbackPercent: 10,
        benefits: ['cashback', 'gifts', 'tournaments', 'withdrawals'],
      },
      text: { en: { ...vipProgram.text.en, title: 'Loyalty pays off', steps: undefined } },
    })}
  />
);

/** params.accent recolours the page. */
export const CustomAccent: Story = () => (
  <TemplateStory
    template={vip}
    page={pageFor({ ...vipProgram, params: { ...(vipProgram.params as object), accent: '#c9b8ff' } })}
  />
);

/** Hindi labels and text; the info dialog in Hindi (/vip-program/hi/). */
export const Hindi: Story = () => (
  <I18nextProvider i18n={serverI18n('hi')}>
    <TemplateStory template={vip} page={pageFor(vipProgram, { locale: 'hi', infoLocale: 'hi' })} />
  </I18nextProvider>
);
