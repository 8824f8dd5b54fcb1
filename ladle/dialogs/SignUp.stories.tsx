/**
 * The registration dialog (runtime/dialogs/SignUpDialog.tsx) in every variant of
 * runtime/dialogs/variants.ts SIGN_UP, and the states a designer reviews: empty, filled, validation
 * errors, loading (a request in flight), captcha shown, promo applied, no bonuses, the server's
 * duplicate-user error in place, and the 360 px phone width. Each story drives the REAL dialog
 * through its UI against the fake API of ladle/fakeRuntime.tsx.
 */
import type { Story, StoryDefault } from '@ladle/react';
import type { SignUpData, SignUpVariantName } from '../../runtime/dialogs/dialogData.ts';
import { SIGN_UP } from '../../runtime/dialogs/variants.ts';
import { SERVER_ERRORS } from '../fakeRuntime.tsx';
import { DialogStory, type DialogStoryProps, type Play } from './DialogStory.tsx';

export default { title: 'Dialogs / Sign up', meta: { iframed: true } } satisfies StoryDefault;

type Variant = SignUpVariantName;

/** The dialog data a campaign's CTA would pass for each variant. */
const DATA: Record<Variant, SignUpData> = {
  aviator: { variant: 'aviator', name: 'aviator', currency: 'INR', bonus: 'casino' },
  crash: { variant: 'crash', name: 'cash-race', currency: 'INR', bonus: 'casino' },
  custom: { variant: 'custom', currency: 'INR', bonus: 'casino' },
  basic: { variant: 'basic', currency: 'INR', bonus: 'casino' },
  wheels: { variant: 'wheels', name: 'wheels', currency: 'INR', bonus: 'casino' },
  fortune: { variant: 'fortune', name: 'fortune', currency: 'INR', bonus: 'casino' },
  'live-casino': { variant: 'live-casino', currency: 'INR', bonus: 'casino' },
};

const EMAIL = 'priya.sharma@example.com';
const PASSWORD = 'Secret123';

/** Types a valid e-mail registration (the repeat only where the variant has it). */
const fill =
  (variant: Variant): Play =>
  async (ui) => {
    await ui.type('E-mail', EMAIL);
    await ui.type('Password', PASSWORD);
    if (SIGN_UP[variant].repeatPassword) await ui.type('Repeat password', PASSWORD);
    await ui.blur();
  };

const submit: Play = async (ui) => {
  await ui.click('Sign up');
};

/** Submits a valid form and waits until the registration request has gone out. */
const submitValid =
  (variant: Variant): Play =>
  async (ui) => {
    await submit(ui);
    await ui.waitFor(
      () => ui.api.calls.some((c) => c.route.endsWith('/registration')),
      `the registration request (variant ${variant}): the form refused to submit`,
    );
  };

type State = 'empty' | 'filled' | 'errors' | 'loading' | 'captcha' | 'promo' | 'no-bonuses' | 'server-error' | 'mobile';

const STATES: Record<State, (v: Variant) => Omit<DialogStoryProps, 'name' | 'data'>> = {
  empty: () => ({}),
  mobile: () => ({}),
  filled: (v) => ({ play: fill(v) }),
  // The form as opened, submitted: every required field says what is wrong.
  errors: () => ({
    play: async (ui) => {
      await submit(ui);
      await ui.waitFor(() => ui.dialog()?.querySelector('.field-error'), 'the field errors');
    },
  }),
  // A valid form submitted; the registration request never answers, so the spinner stays.
  loading: (v) => ({
    runtime: { api: { hang: ['POST /user/registration'] } },
    play: async (ui) => {
      await fill(v)(ui);
      await submitValid(v)(ui);
      await ui.waitFor(() => ui.query('.promo-spinner'), 'the spinner');
    },
  }),
  // The captcha as after a 429: displayCaptcha with the site key; the fake widget draws a checkbox.
  captcha: () => ({
    runtime: { captcha: true },
    play: async (ui) => {
      await ui.waitFor(() => ui.dialog()?.querySelector('.ladle-fake-captcha'), 'the captcha widget');
    },
  }),
  // A filled form with 100100 applied through the field: the fake promo check answers, the bonus choice hides.
  promo: (v) => ({
    play: async (ui) => {
      await fill(v)(ui);
      await ui.type('Promo code', '100100');
      await ui.click('Apply');
      await ui.waitFor(() => ui.dialog()?.querySelector('.field-ok'), 'the applied promo');
      await ui.blur();
    },
  }),
  // The welcome-bonus list is empty for the currency: no bonus choice (and no gift banner).
  'no-bonuses': () => ({ runtime: { api: { empty: ['GET /bonuses/welcome-for-land'] } } }),
  // A valid form submitted; the API fails (500): the generic 'Oops' on the form's line, values kept.
  // (A duplicate user is a warning notification since spec 8's placement, not a line in the form.)
  'server-error': (v) => ({
    runtime: { api: { fail: { 'POST /user/registration': SERVER_ERRORS.server } } },
    play: async (ui) => {
      await fill(v)(ui);
      await submitValid(v)(ui);
      await ui.waitFor(() => ui.dialog()?.querySelector('.form-error'), 'the server error');
      await ui.idle();
    },
  }),
};

const story = (variant: Variant, state: State): Story => {
  const props = STATES[state](variant);
  const S: Story = () => <DialogStory name="sign-up" data={DATA[variant]} {...props} />;
  return S;
};

// ---- aviator: e-mail or phone, one password, one agreement box; no promo, no bonus ----
export const AviatorEmpty = story('aviator', 'empty');
export const AviatorFilled = story('aviator', 'filled');
export const AviatorErrors = story('aviator', 'errors');
export const AviatorLoading = story('aviator', 'loading');
export const AviatorCaptcha = story('aviator', 'captcha');
export const AviatorServerError = story('aviator', 'server-error');
export const AviatorMobile = story('aviator', 'mobile');
AviatorMobile.meta = { width: 360 };

// ---- crash: 606 wide, only the first agreement box ----
export const CrashEmpty = story('crash', 'empty');
export const CrashFilled = story('crash', 'filled');
export const CrashErrors = story('crash', 'errors');
export const CrashLoading = story('crash', 'loading');
export const CrashCaptcha = story('crash', 'captcha');
export const CrashPromo = story('crash', 'promo');
export const CrashNoBonuses = story('crash', 'no-bonuses');
export const CrashServerError = story('crash', 'server-error');
export const CrashMobile = story('crash', 'mobile');
CrashMobile.meta = { width: 360 };

// ---- custom: the full form ----
export const CustomEmpty = story('custom', 'empty');
export const CustomFilled = story('custom', 'filled');
export const CustomErrors = story('custom', 'errors');
export const CustomLoading = story('custom', 'loading');
export const CustomCaptcha = story('custom', 'captcha');
export const CustomPromo = story('custom', 'promo');
export const CustomNoBonuses = story('custom', 'no-bonuses');
export const CustomServerError = story('custom', 'server-error');
export const CustomMobile = story('custom', 'mobile');
CustomMobile.meta = { width: 360 };

/** Invalid values typed, then submitted: an e-mail without a domain ending, a repeat that differs, a malformed promo code. */
export const CustomInvalidValues: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    play={async (ui) => {
      await ui.type('E-mail', 'priya@example');
      await ui.type('Password', PASSWORD);
      await ui.type('Repeat password', 'Secret124');
      await ui.type('Promo code', 'BAD CODE!');
      await ui.click('Apply');
      await submit(ui);
      await ui.waitFor(
        () => ui.dialog()?.querySelectorAll('.field-error').length === 3 && true,
        'the three field errors',
      );
    }}
  />
);

/** A valid form with both agreement boxes unticked, submitted: each box is marked (the spec's message is empty). */
export const CustomAgreementsUnticked: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    play={async (ui) => {
      await fill('custom')(ui);
      await ui.check(/^I accept the /, false);
      await ui.check(/18 years old/, false);
      await submit(ui);
      await ui.waitFor(
        () => ui.dialog()?.querySelectorAll('.check-invalid input[aria-invalid="true"]').length === 2 && true,
        'both agreement boxes marked',
      );
    }}
  />
);

/** A promo code the API knows but which has ended (400 badRequest from the promo check). */
export const CustomPromoNotActive: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    play={async (ui) => {
      await fill('custom')(ui);
      await ui.type('Promo code', '2020');
      await ui.click('Apply');
      await ui.waitFor(
        () => ui.dialog()?.querySelector('.field-promo')?.closest('.field')?.querySelector('.field-error'),
        'the promo error',
      );
      await ui.blur();
    }}
  />
);

/** The phone tab, filled: the country code follows the currency (INR → India). */
export const CustomPhoneFilled: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    play={async (ui) => {
      await ui.click('By phone');
      await ui.type('Phone number', '98765 43210');
      await ui.type('Password', PASSWORD);
      await ui.type('Repeat password', PASSWORD);
      await ui.blur();
    }}
  />
);

/** Brazilian real chosen: the bonus list reloads for BRL (with the loader) and the phone country moves to Brazil. */
export const CustomCurrencyBrl: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    play={async (ui) => {
      await ui.click('By phone');
      await ui.select('Currency', 'BRL');
      await ui.idle();
      await ui.waitFor(() => ui.dialog()?.textContent?.includes('Jogar sem bônus'), 'the BRL bonus list');
      await ui.blur();
    }}
  />
);

/** The captcha reached the real way: a valid form submitted, the API answers 429, the widget appears with the hint. */
export const CustomCaptchaAfterRateLimit: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.custom}
    runtime={{ api: { fail: { 'POST /user/registration': SERVER_ERRORS.tooManyRequests } } }}
    play={async (ui) => {
      await fill('custom')(ui);
      await submitValid('custom')(ui);
      await ui.waitFor(() => ui.dialog()?.querySelector('.ladle-fake-captcha'), 'the captcha widget');
      await ui.idle();
    }}
  />
);

// ---- basic: e-mail or 1-click, the gift banner ----
export const BasicEmpty = story('basic', 'empty');
export const BasicFilled = story('basic', 'filled');
export const BasicErrors = story('basic', 'errors');
export const BasicLoading = story('basic', 'loading');
export const BasicCaptcha = story('basic', 'captcha');
export const BasicPromo = story('basic', 'promo');
export const BasicNoBonuses = story('basic', 'no-bonuses');
export const BasicServerError = story('basic', 'server-error');
export const BasicMobile = story('basic', 'mobile');
BasicMobile.meta = { width: 360 };

/** The 1-click tab: currency and an optional phone; the password is generated. */
export const BasicOneClick: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA.basic}
    play={async (ui) => {
      await ui.click('1 click');
      await ui.blur();
    }}
  />
);

// ---- wheels: 606 wide ----
export const WheelsEmpty = story('wheels', 'empty');
export const WheelsFilled = story('wheels', 'filled');
export const WheelsErrors = story('wheels', 'errors');
export const WheelsLoading = story('wheels', 'loading');
export const WheelsCaptcha = story('wheels', 'captcha');
export const WheelsPromo = story('wheels', 'promo');
export const WheelsNoBonuses = story('wheels', 'no-bonuses');
export const WheelsServerError = story('wheels', 'server-error');
export const WheelsMobile = story('wheels', 'mobile');
WheelsMobile.meta = { width: 360 };

// ---- fortune: 606 wide, the 'You won 20000 INR' banner ----
export const FortuneEmpty = story('fortune', 'empty');
export const FortuneFilled = story('fortune', 'filled');
export const FortuneErrors = story('fortune', 'errors');
export const FortuneLoading = story('fortune', 'loading');
export const FortuneCaptcha = story('fortune', 'captcha');
export const FortunePromo = story('fortune', 'promo');
export const FortuneNoBonuses = story('fortune', 'no-bonuses');
export const FortuneServerError = story('fortune', 'server-error');
export const FortuneMobile = story('fortune', 'mobile');
FortuneMobile.meta = { width: 360 };

// ---- live-casino: 700 wide, Register / Login tabs ----
export const LiveCasinoEmpty = story('live-casino', 'empty');
export const LiveCasinoFilled = story('live-casino', 'filled');
export const LiveCasinoErrors = story('live-casino', 'errors');
export const LiveCasinoLoading = story('live-casino', 'loading');
export const LiveCasinoCaptcha = story('live-casino', 'captcha');
export const LiveCasinoPromo = story('live-casino', 'promo');
export const LiveCasinoNoBonuses = story('live-casino', 'no-bonuses');
export const LiveCasinoServerError = story('live-casino', 'server-error');
export const LiveCasinoMobile = story('live-casino', 'mobile');
LiveCasinoMobile.meta = { width: 360 };

/** The Login tab of the live-casino dialog (the sign-in form inside the registration dialog). */
export const LiveCasinoLoginTab: Story = () => (
  <DialogStory
    name="sign-up"
    data={DATA['live-casino']}
    play={async (ui) => {
      await ui.click('Login');
      await ui.blur();
    }}
  />
);
