/**
 * The sign-in dialog (runtime/dialogs/SignInDialog.tsx) in each variant of SIGN_IN (default with the
 * welcome-back art, the 518-wide login, casino, fortune): empty, validation errors, and the server's
 * wrong-password answer. The real dialog runs against the fake API of ladle/fakeRuntime.tsx.
 */
import type { Story, StoryDefault } from '@ladle/react';
import type { SignInData, SignInVariantName } from '../../runtime/dialogs/dialogData.ts';
import { SERVER_ERRORS } from '../fakeRuntime.tsx';
import { DialogStory, type DialogStoryProps } from './DialogStory.tsx';

export default { title: 'Dialogs / Sign in', meta: { iframed: true } } satisfies StoryDefault;

type Variant = SignInVariantName;
type State = 'empty' | 'errors' | 'wrong-password';

const DATA: Record<Variant, SignInData> = {
  default: { variant: 'default', currency: 'INR' },
  login: { variant: 'login', currency: 'INR' },
  casino: { variant: 'casino', name: 'aviator', currency: 'INR' },
  fortune: { variant: 'fortune', name: 'fortune', currency: 'INR' },
};

const STATES: Record<State, Omit<DialogStoryProps, 'name' | 'data'>> = {
  empty: {},
  // The empty form submitted: phone and password say what is wrong.
  errors: {
    play: async (ui) => {
      await ui.click('Sign in');
      await ui.waitFor(() => ui.dialog()?.querySelector('.field-error'), 'the field errors');
    },
  },
  // A well-formed phone and password; the API answers as the sandbox does for a wrong password
  // (401, location password, 'Invalid username or password'), normalised by the real normaliser.
  'wrong-password': {
    runtime: { api: { fail: { 'POST /user/login': SERVER_ERRORS.wrongPassword } } },
    play: async (ui) => {
      await ui.type('Phone number', '98123 45678');
      await ui.type('Password', 'not-my-password');
      await ui.blur();
      await ui.click('Sign in');
      await ui.waitFor(() => ui.dialog()?.querySelector('.form-error'), 'the server error');
      await ui.idle();
    },
  },
};

const story = (variant: Variant, state: State): Story => {
  const S: Story = () => <DialogStory name="sign-in" data={DATA[variant]} {...STATES[state]} />;
  return S;
};

export const DefaultEmpty = story('default', 'empty');
export const DefaultErrors = story('default', 'errors');
export const DefaultWrongPassword = story('default', 'wrong-password');
export const DefaultMobile = story('default', 'empty');
DefaultMobile.meta = { width: 360 };

export const LoginEmpty = story('login', 'empty');
export const LoginErrors = story('login', 'errors');
export const LoginWrongPassword = story('login', 'wrong-password');

export const CasinoEmpty = story('casino', 'empty');
export const CasinoErrors = story('casino', 'errors');
export const CasinoWrongPassword = story('casino', 'wrong-password');

export const FortuneEmpty = story('fortune', 'empty');
export const FortuneErrors = story('fortune', 'errors');
export const FortuneWrongPassword = story('fortune', 'wrong-password');

/** The e-mail tab, filled. */
export const DefaultEmailTab: Story = () => (
  <DialogStory
    name="sign-in"
    data={DATA.default}
    play={async (ui) => {
      await ui.click('By E-mail');
      await ui.type('E-mail', 'priya.sharma@example.com');
      await ui.type('Password', 'Secret123');
      await ui.blur();
    }}
  />
);
