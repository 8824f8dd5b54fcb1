import type { Story, StoryDefault } from '@ladle/react';
import { I18nextProvider } from 'react-i18next';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { serverI18n } from '../../runtime/i18n/serverI18n.ts';
import appInstall from './index.ts';
import { TemplateStory, pageFor } from '../../ladle/fixtures.tsx';

export default { title: 'Templates / App install', meta: { iframed: true } } satisfies StoryDefault;

/** The 'win with us' app page: Android and iPhone install steps (player-content section 1) and the sports sign-up offer. */
const winWithUs: CampaignData = {
  slug: 'win-with-us',
  template: 'app-install',
  features: { supportChat: true, languageFromBrowser: true },
  cta: { kind: 'sign-up', variant: 'basic', currency: 'INR', bonus: 'sport' },
  params: {
    androidUrl: 'https://winplay.example/app/winplay-android.apk',
    androidMinVersion: '7.0',
    iosMinVersion: '15',
    apkSizeMb: 24,
    offer: {
      kind: 'sport',
      percent: 100,
      maxBonus: [
        { amount: 15_000, currency: 'INR' },
        { amount: 30_000, currency: 'PKR' },
        { amount: 1_300, currency: 'BRL' },
      ],
    },
  },
  text: {
    en: {
      title: 'Win with us — on your phone',
      subtitle:
        'Get the app for Android or iOS, bet on cricket and football in a tap, and start with a 100% sports bonus.',
      cta: 'Get the sports bonus',
      body: [
        'Light and fast. The app opens in a second and keeps working on a slow network.',
        'One account everywhere. The same balance, bets and bonuses as on the website.',
        'Live in one tap. Follow cricket and football as they happen and bet in play.',
      ],
      steps: [
        'Install the app and log in, or register in under a minute.',
        'Pick the sports welcome bonus and make your first deposit.',
        'Get 100% of your deposit as a sports bonus, up to 15,000 INR.',
      ],
      terms: [
        'The sports welcome bonus is 100% of the first deposit, up to 15,000 INR, 30,000 PKR or 1,300 BRL.',
        'The bonus must be wagered within 72 hours.',
      ],
      info: {
        title: 'About the app',
        body: ['The app gives you the same account, balance and bonuses as the website.'],
      },
    },
    hi: {
      title: 'हमारे साथ जीतें — अपने फ़ोन पर',
      subtitle: 'Android या iOS के लिए ऐप पाएँ, एक टैप में क्रिकेट और फ़ुटबॉल पर दाँव लगाएँ, और 100% स्पोर्ट्स बोनस से शुरुआत करें।',
      cta: 'स्पोर्ट्स बोनस पाएँ',
      body: [
        'हल्का और तेज़। ऐप एक सेकंड में खुलता है और धीमे नेटवर्क पर भी चलता रहता है।',
        'हर जगह एक ही खाता। वेबसाइट जैसा ही बैलेंस, दाँव और बोनस।',
        'एक टैप में लाइव। क्रिकेट और फ़ुटबॉल को लाइव देखें और मैच के दौरान दाँव लगाएँ।',
      ],
      steps: [
        'ऐप इंस्टॉल करें और लॉग इन करें, या एक मिनट से कम में रजिस्टर करें।',
        'स्पोर्ट्स वेलकम बोनस चुनें और पहला डिपॉज़िट करें।',
        'अपने डिपॉज़िट का 100% स्पोर्ट्स बोनस पाएँ, 15,000 INR तक।',
      ],
      terms: [
        'स्पोर्ट्स वेलकम बोनस पहले डिपॉज़िट का 100% है, अधिकतम 15,000 INR, 30,000 PKR या 1,300 BRL।',
        'बोनस को 72 घंटों के भीतर वेजर करना होगा।',
      ],
      info: { title: 'ऐप के बारे में', body: ['ऐप में वही खाता, बैलेंस और बोनस मिलते हैं जो वेबसाइट पर हैं।'] },
    },
  },
};

export const WinWithUs: Story = () => <TemplateStory template={appInstall} page={pageFor(winWithUs)} />;

/** A {currency} route shows that currency's cap: BRL. */
export const CurrencyRoute: Story = () => (
  <TemplateStory template={appInstall} page={pageFor(winWithUs, { currency: 'BRL' })} />
);

/** No sign-up offer and no device facts: just the install steps. */
export const NoOffer: Story = () => (
  <TemplateStory
    template={appInstall}
    page={pageFor({
      ...winWithUs,
      params: { androidUrl: '/downloads/winplay.apk' },
      text: { en: { ...winWithUs.text.en, body: undefined, steps: undefined } },
    })}
  />
);

/** Hindi labels and text. */
export const Hindi: Story = () => (
  <I18nextProvider i18n={serverI18n('hi')}>
    <TemplateStory template={appInstall} page={pageFor(winWithUs, { locale: 'hi', infoLocale: 'hi' })} />
  </I18nextProvider>
);
