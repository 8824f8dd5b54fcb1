/**
 * The React runtime, loaded on idle or first tap: mounts the overlay (progress bar, spinner,
 * notifications, dialogs) beside the static page, restores the session and loads settings.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from '../boot/BootData.ts';
import { createApiClient, type ApiClient } from '../api/createApiClient.ts';
import { currentLanguage } from '../boot/language.ts';
import { Overlay } from '../ui/Overlay.tsx';
import overlayCss from '../ui/overlay.css?inline';
import dialogsCss from '../dialogs/dialogs.css?inline';
import { isAuthenticated, logout, onLogout, saveSession, session, syncSession } from '../stores/session.ts';
import { refreshSession } from '../api/refreshSession.ts';
import { loadAdditionalSettings, loadSettings, settings } from '../stores/settings.ts';
import { notify } from '../stores/notifications.ts';
import { loader } from '../stores/loader.ts';
import { captcha } from '../stores/captcha.ts';
import { clearProfile } from '../stores/profile.ts';
import { dialog, openDialog, type DialogData, type DialogName } from '../stores/dialog.ts';
import { loadScript } from '../boot/loadScript.ts';
import { startSupportChat } from '../chat/supportChat.ts';
import { setRuntime } from './runtimeContext.ts';
import { setupI18n } from '../i18n/i18n.ts';
import { switchLanguage } from './languageSwitch.tsx';
import { registerForTournament } from '../flows/tournamentRegistration.ts';
import type { ApiError } from '../api/ApiError.ts';

export interface Runtime {
  api: ApiClient;
  boot: BootData;
  open: (name: DialogName, data?: DialogData, opener?: Element | null) => void;
  switchLanguage: (lang: string) => Promise<void>;
}

export async function startRuntime(boot: BootData, doc: Document = document): Promise<Runtime> {
  const language = () => currentLanguage(boot.site.locales, boot.language);
  const style = doc.createElement('style');
  style.textContent = overlayCss + dialogsCss;
  doc.head.append(style);
  const i18n = await setupI18n(language());

  const api = createApiClient({ hosts: boot.site.hosts, language, fingerprint: () => (globalThis as { __deviceFingerprint?: string }).__deviceFingerprint });
  setRuntime({ api, boot, language });
  captcha.required = boot.site.features.captcha;

  const host = doc.createElement('div');
  host.id = 'promo-overlay';
  doc.body.append(host);
  createRoot(host).render(<I18nextProvider i18n={i18n}><Overlay /></I18nextProvider>);

  const runtime: Runtime = { api, boot, open: (name, data, opener) => (name === 'thanks' ? void registerForTournament(api, opener ?? null) : openDialog(name, data, opener)), switchLanguage: (lang) => switchLanguage(boot, lang) };
  if (boot.site.env === 'development') {
    // A handle for designers and tests in development builds only.
    (globalThis as { promo?: unknown }).promo = { ...runtime, session, settings, loader, dialog, notify, saveSession, logout, syncSession, refreshSession: () => refreshSession(boot.site.hosts.apiV3) };
  }
  // The visitor's language, if it is not the one the page was built in.
  if (language() !== boot.language) await switchLanguage(boot, language(), { remember: false });
  onLogout(() => { clearProfile(); if (location.pathname !== boot.site.basePath) location.assign(boot.site.basePath); });

  syncSession();
  const settled = (async () => {
    if (session.refreshToken && !session.accessToken) await refreshSession(boot.site.hosts.apiV3);
    if (boot.features.supportChat && boot.site.hosts.chatScript) {
      startSupportChat(doc, boot.site.hosts.chatScript, language(), (src) => loadScript(src, doc)).catch((e) => console.warn('Support chat did not load:', (e as Error).message));
    }
    if (!boot.features.skipSettings) {
      // A background load that fails stays quiet; a dialog that needs the data says so when opened.
      await Promise.all([loadSettings(api), loadAdditionalSettings(api)]).catch((e: ApiError) => console.warn('Settings did not load:', e.message));
      captcha.siteKey = settings.captchaSiteKey;
    }
  })();
  void settled.finally(() => { doc.documentElement.dataset.promoRuntime = isAuthenticated() ? 'signed-in' : 'ready'; });
  return runtime;
}
