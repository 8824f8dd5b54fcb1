/**
 * Captcha state (spec 3, 4): shown after a 429, reset after a rejected token, a token saved on
 * success; a rendering failure turns the requirement off.
 */
import { proxy } from 'valtio';
import type { ApiError } from './api/ApiError.ts';

export interface CaptchaState {
  siteKey: string | null;
  displayCaptcha: boolean;
  token: string | null;
  needReset: number;
  required: boolean;
}

export const initialCaptchaState = (): CaptchaState => ({
  siteKey: null,
  displayCaptcha: false,
  token: null,
  needReset: 0,
  required: true,
});

export const captcha = proxy<CaptchaState>(initialCaptchaState());

export const resetCaptchaState = () => {
  Object.assign(captcha, initialCaptchaState());
};

export const showCaptcha = () => {
  if (captcha.required) captcha.displayCaptcha = true;
};
export const setCaptchaToken = (token: string | null) => {
  captcha.token = token;
};
export const resetCaptcha = () => {
  captcha.token = null;
  captcha.needReset++;
};
export const captchaFailed = () => {
  captcha.required = false;
  captcha.displayCaptcha = false;
  captcha.token = null;
};

/** What a failed request means for the captcha: shown after a 429, reset after a rejected token. */
export function captchaAfterError(e: ApiError, sentToken: boolean): void {
  if (e.kind === 'too-many-requests') {
    showCaptcha();
    resetCaptcha();
    return;
  }
  if (e.kind === 'captcha' || ((e.status === 400 || e.status === 422) && sentToken)) resetCaptcha();
}

/** Submit is disabled while the captcha is shown without a token. */
export const captchaBlocksSubmit = () => captcha.displayCaptcha && captcha.required && !captcha.token;
