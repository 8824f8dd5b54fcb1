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

export const CAPTCHA_LOCALES = ['ar', 'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'lt', 'ms', 'nb', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sr', 'th', 'tr', 'uk', 'vi', 'zh'] as const;
export const captchaLanguage = (lang: string) => ((CAPTCHA_LOCALES as readonly string[]).includes(lang) ? lang : 'en');

interface CaptchaApi { render(el: HTMLElement, o: Record<string, unknown>): string | number; reset(id?: string | number): void }
declare global { interface Window { hcaptcha?: CaptchaApi } }

export function CaptchaArea() {
  const { t } = useTranslation();
  const snap = useSnapshot(captcha);
  const { boot, language } = useRuntime();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | number | null>(null);

  useEffect(() => {
    if (!snap.displayCaptcha || !snap.siteKey || widget.current !== null) return;
    let cancelled = false;
    const src = `${boot.site.hosts.captchaScript}?render=explicit`;
    loadScript(src)
      .then(() => {
        if (cancelled || !box.current || !window.hcaptcha) return;
        widget.current = window.hcaptcha.render(box.current, {
          sitekey: captcha.siteKey, size: 'normal', hl: captchaLanguage(language()),
          callback: (token: string) => setCaptchaToken(token),
          'expired-callback': () => setCaptchaToken(null),
          'error-callback': () => setCaptchaToken(null),
        });
      })
      .catch((e: unknown) => { console.warn('Captcha failed, not required any more:', e instanceof Error ? e.message : String(e)); captchaFailed(); });
    return () => { cancelled = true; };
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
