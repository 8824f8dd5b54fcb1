/**
 * The captcha area: loads the captcha script on demand and renders it explicitly with the site key,
 * in the page's language when the captcha supports it. A rendering failure turns the requirement off.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { captcha, captchaFailed, setCaptchaToken } from '../captcha.ts';
import { loadScript } from '../../core/loadScript.ts';
import { useRuntime } from '../../context/RuntimeContext.tsx';

export const CAPTCHA_LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'lt',
  'ms',
  'nb',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;
export const captchaLanguage = (lang: string) => ((CAPTCHA_LOCALES as readonly string[]).includes(lang) ? lang : 'en');

export interface CaptchaApi {
  render(el: HTMLElement, o: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}
declare global {
  interface Window {
    hcaptcha?: CaptchaApi;
  }
}

export interface CaptchaDeps {
  load: (src: string) => Promise<unknown>;
  api: () => CaptchaApi | undefined;
  warn: (message: string, detail: string) => void;
}

const browserDeps: CaptchaDeps = {
  load: (src) => loadScript(src),
  api: () => window.hcaptcha,
  warn: (m, d) => console.warn(m, d),
};

/**
 * Loads the captcha script and renders the widget into `el()` (explicit, site key, size normal,
 * language). A load or rendering failure is logged and turns the requirement off (spec 8).
 */
export function mountCaptcha(
  src: string,
  el: () => HTMLElement | null,
  hl: string,
  deps: CaptchaDeps = browserDeps,
): { widget: Promise<string | number | null>; cancel: () => void } {
  let cancelled = false;
  const widget = deps
    .load(src)
    .then(() => {
      const box = el();
      const api = deps.api();
      if (cancelled || !box) return null;
      if (!api) throw new Error('the captcha script defined no captcha');
      return api.render(box, {
        sitekey: captcha.siteKey,
        size: 'normal',
        hl,
        callback: (token: string) => setCaptchaToken(token),
        'expired-callback': () => setCaptchaToken(null),
        'error-callback': () => setCaptchaToken(null),
      });
    })
    .catch((e: unknown) => {
      deps.warn('Captcha failed, not required any more:', e instanceof Error ? e.message : String(e));
      captchaFailed();
      return null;
    });
  return {
    widget,
    cancel: () => {
      cancelled = true;
    },
  };
}

export function CaptchaArea() {
  const { t } = useTranslation();
  const snap = useSnapshot(captcha);
  const { boot, language } = useRuntime();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | number | null>(null);

  useEffect(() => {
    if (!snap.displayCaptcha || !snap.siteKey || widget.current !== null) return;
    const mount = mountCaptcha(
      `${boot.site.hosts.captchaScript}?render=explicit`,
      () => box.current,
      captchaLanguage(language()),
    );
    void mount.widget.then((id) => {
      widget.current = id;
    });
    return mount.cancel;
  }, [snap.displayCaptcha, snap.siteKey]);

  useEffect(() => {
    if (snap.needReset && widget.current !== null) window.hcaptcha?.reset(widget.current);
  }, [snap.needReset]);

  if (!snap.displayCaptcha || !snap.required) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group around a third-party widget, not form fields of ours (a fieldset would add its border and legend).
    <div className="captcha" role="group" aria-label={t('captcha.label')}>
      <p className="field-note">{t('captcha.hint')}</p>
      <div ref={box} />
    </div>
  );
}
