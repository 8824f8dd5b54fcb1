import type { Story, StoryDefault } from '@ladle/react';
import { I18nextProvider } from 'react-i18next';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import info from './index.ts';
import { TemplateStory, pageFor, windows } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / Info', meta: { iframed: true } } satisfies StoryDefault;

/** The bonus guide: steps split over two sections, the status table, bonus types and a FAQ (player-content section 4). */
const bonusGuide: CampaignData = {
  slug: 'how-to-get-and-use-bonuses',
  template: 'info',
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR', bonus: 'casino' },
  params: {
    topic: 'bonuses',
    sections: [
      { heading: 'howToGet', show: 'steps', from: 1, count: 3 },
      { heading: 'howToUse', show: 'steps', from: 4 },
      { heading: 'bonusStatuses', show: 'bonus-statuses', id: 'statuses' },
      { heading: 'bonusTypes', show: 'bonus-types' },
      { heading: 'faq', show: 'body', as: 'faq' },
    ],
  },
  text: {
    en: {
      title: 'How to get and use bonuses',
      subtitle: 'How to claim a welcome bonus, play it through and move the money to your real balance.',
      cta: 'Get my welcome bonus',
      steps: [
        'Sign up with your phone number or e-mail, or in one click.',
        'Pick the casino or sports welcome bonus in the sign-up form and make your first deposit.',
        'The bonus lands in your bonus balance at once. Find it under Bonuses in your profile.',
        'Play with your bonus balance: sports bets for a sports bonus, casino games for a casino bonus.',
        'Complete the wager within 72 hours. A 1,000 INR bonus with wager X5 needs 5,000 INR in qualifying bets.',
        'When the wager is complete, the money moves to your real balance and the status changes to Win.',
      ],
      body: [
        'Can I have two welcome bonuses?',
        'No. Every new player gets one welcome bonus, casino or sports.',
        'What happens if I withdraw while a bonus is active?',
        'We ask you to confirm first: the withdrawal deactivates the bonus and its funds are removed.',
      ],
      terms: ['Bonus funds must be wagered within 72 hours of being credited.'],
      info: {
        title: 'Bonus rules in short',
        body: ['One welcome bonus per player.', 'Wager the bonus within 72 hours.'],
      },
    },
    hi: {
      title: 'बोनस कैसे पाएँ और कैसे इस्तेमाल करें',
      subtitle: 'वेलकम बोनस कैसे लें, उसे वेजर कैसे करें और पैसा असली बैलेंस में कैसे लाएँ।',
      cta: 'मेरा वेलकम बोनस पाएँ',
      steps: [
        'फ़ोन नंबर या ई-मेल से, या एक क्लिक में साइन अप करें।',
        'साइन-अप फ़ॉर्म में कैसीनो या स्पोर्ट्स वेलकम बोनस चुनें और पहला डिपॉज़िट करें।',
        'बोनस तुरंत आपके बोनस बैलेंस में आ जाता है। इसे प्रोफ़ाइल में Bonuses में देखें।',
        'बोनस बैलेंस से खेलें: स्पोर्ट्स बोनस के लिए स्पोर्ट्स दाँव, कैसीनो बोनस के लिए कैसीनो गेम।',
        '72 घंटों में वेजर पूरा करें। X5 वेजर वाले 1,000 INR बोनस के लिए 5,000 INR के योग्य दाँव चाहिए।',
        'वेजर पूरा होते ही पैसा असली बैलेंस में चला जाता है और स्थिति जीत हो जाती है।',
      ],
      body: [
        'क्या मुझे दो वेलकम बोनस मिल सकते हैं?',
        'नहीं। हर नए खिलाड़ी को एक वेलकम बोनस मिलता है, कैसीनो या स्पोर्ट्स।',
        'बोनस सक्रिय रहते निकासी करूँ तो क्या होगा?',
        'हम पहले पुष्टि माँगते हैं: निकासी से बोनस निष्क्रिय हो जाता है और उसकी राशि हट जाती है।',
      ],
      terms: ['बोनस राशि को मिलने के 72 घंटों के भीतर वेजर करना होगा।'],
      info: { title: 'बोनस के नियम संक्षेप में', body: ['हर खिलाड़ी को एक वेलकम बोनस।', 'बोनस को 72 घंटों में वेजर करें।'] },
    },
  },
};

/** A help page with check lists, the support-chat band and no bonus tables. */
const helpCentre: CampaignData = {
  slug: 'ui',
  template: 'info',
  features: { supportChat: true },
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR' },
  params: {
    topic: 'help',
    sections: [
      { heading: 'howToDeposit', show: 'steps' },
      { heading: 'howToWithdraw', show: 'terms', as: 'list' },
      { heading: 'goodToKnow', show: 'body' },
    ],
  },
  text: {
    en: {
      title: 'Help centre',
      subtitle: 'Deposits, withdrawals and your account, explained in plain words.',
      cta: 'Create an account',
      steps: [
        'Open Deposit and choose a method and an amount.',
        'Send the money to the UPI or PhonePe account shown.',
        'Enter the transaction ID and the amount you sent.',
        'Most deposits are credited at once; a queued one within 2 hours.',
      ],
      terms: [
        'Confirm your e-mail and complete your profile first.',
        'One withdrawal request per 24 hours.',
        'Withdrawals are paid within 24 hours.',
      ],
      body: ['Your deposit must be wagered once (100%) before you withdraw it.'],
    },
  },
};

export const BonusGuide: Story = () => <TemplateStory template={info} page={pageFor(bonusGuide)} />;

/** params.sections omitted: the steps as "How to get a bonus", the body as "Good to know", no contents card. */
export const DefaultSections: Story = () => (
  <TemplateStory template={info} page={pageFor({ ...bonusGuide, params: { topic: 'bonuses' } })} />
);

/** Check lists and the "Still have a question?" band that comes with features.supportChat. */
export const HelpCentre: Story = () => <TemplateStory template={info} page={pageFor(helpCentre)} />;

/** Hindi labels (templates/info/locales/hi.json) and Hindi campaign text. */
export const Hindi: Story = () => (
  <I18nextProvider i18n={serverI18n('hi')}>
    <TemplateStory template={info} page={pageFor(bonusGuide, { locale: 'hi', infoLocale: 'hi' })} />
  </I18nextProvider>
);

/** A time-limited guide that is over: a way on instead of the call to action. */
export const Ended: Story = () => (
  <TemplateStory template={info} page={pageFor(bonusGuide, { status: 'ended', window: windows.ended })} />
);
