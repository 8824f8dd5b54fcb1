/** Banners (spec section 3: enabled, language, type) and the static pages settings can list. */
export interface BannerInfo {
  id: number;
  enabled: boolean;
  language: string;
  type: string;
  title: string;
  image: string;
  link: string;
}

export const BANNERS: readonly BannerInfo[] = [
  {
    id: 1,
    enabled: true,
    language: 'en',
    type: 'main',
    title: 'Welcome bonus 100% up to 20000 INR',
    image: '/img/bonuses/casino.svg',
    link: '/new-promo/welcome-bonuses/',
  },
  {
    id: 2,
    enabled: true,
    language: 'hi',
    type: 'main',
    title: 'स्वागत बोनस 100% 20000 INR तक',
    image: '/img/bonuses/casino.svg',
    link: '/new-promo/welcome-bonuses/hi',
  },
  {
    id: 3,
    enabled: true,
    language: 'pt',
    type: 'main',
    title: 'Bônus de boas-vindas 100% até 2000 BRL',
    image: '/img/bonuses/casino.svg',
    link: '/new-promo/welcome-bonuses/pt',
  },
  {
    id: 4,
    enabled: true,
    language: 'en',
    type: 'sport',
    title: 'Sports welcome 100% up to 15000 INR',
    image: '/img/bonuses/sport.svg',
    link: '/new-promo/welcome-pack-sport/',
  },
  {
    id: 5,
    enabled: true,
    language: 'bn',
    type: 'crash',
    title: 'Crash welcome 700% up to 40000 BDT',
    image: '/img/bonuses/crash.svg',
    link: '/new-promo/crash-welcome/bn',
  },
  {
    id: 6,
    enabled: false,
    language: 'en',
    type: 'main',
    title: 'Euro 2020 (ended)',
    image: '/img/bonuses/sport.svg',
    link: '/new-promo/euro2020/',
  },
];

export const PAGES: readonly { slug: string; title: string }[] = [
  { slug: 'terms', title: 'Terms and conditions' },
  { slug: 'privacy', title: 'Privacy policy' },
  { slug: 'bonus-terms', title: 'Bonus terms' },
  { slug: 'aml-kyc', title: 'AML/KYC policy' },
  { slug: 'responsible-gaming', title: 'Responsible gaming' },
];
