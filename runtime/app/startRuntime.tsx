/**
 * The React runtime, loaded on idle or first tap: mounts the overlay (progress bar, spinner,
 * notifications, dialogs) beside the static page, restores the session and loads settings.
 */
import { loadFingerprint } from './loadFingerprint.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from '../core/BootData.ts';
import type { ApiClient } from '../core/apiClient.ts';
import { createApiClient } from '../auth/api/createApiClient.ts';
import { currentLanguage } from '../core/language.ts';
import { Overlay } from './Overlay.tsx';
import overlayCss from '../ui/overlay.css?inline';
import dialogsCss from '../dialogs/dialogs.css?inline';
import { isAuthenticated, logout, saveSession, session, syncSession } from '../auth/session/session.ts';
import { refreshSession } from '../auth/api/refreshSession.ts';
import { loadAdditionalSettings, loadSettings, settings, fallBackToSiteDefaults } from '../auth/settings.ts';
import { notify } from '../ui/notifications.ts';
import { loader } from '../ui/loader.ts';
import { captcha } from '../auth/captcha.ts';
import { followProfileRedirect } from '../auth/followProfileRedirect.ts';
import { leaveOnLogout } from '../auth/leaveOnLogout.ts';
import { dialog, openDialog } from '../dialogs/dialog.ts';
import type { DialogDataMap, DialogName } from '../dialogs/dialogData.ts';
import { RuntimeProvider, type RuntimeContext } from '../context/RuntimeContext.tsx';
import { setupI18n } from '../i18n/i18n.ts';
import { switchLanguage } from './languageSwitch.tsx';
import { registerForTournament } from '../dialogs/registerForTournament.ts';
import { dialogForControl } from '../dialogs/dialogForControl.ts';
import { asApiError } from '../auth/api/ApiError.ts';
import { yieldToMain } from '../core/yieldToMain.ts';
import { prefetchControl, prefetchPageDialogs } from './prefetchDialogs.ts';
import { preloadDialog } from '../dialogs/dialogKinds.ts';
import { isStaticDialogShown } from '../dialogs/staticDialogIds.ts';
import { reportRegistrationOpening } from '../auth/reportRegistrationOpening.ts';
import { newFormId } from '../core/experimentArm.ts';
import { SIGN_UP } from '../dialogs/variants.ts';

// For the boot script: a control's dialog can be fetched as soon as this module is here.
export { prefetchControl };

export interface Runtime {
  api: ApiClient;
  boot: BootData;
  /** Opens a dialog (no data: the dialog's defaults). */
  open<K extends DialogName>(name: K, data?: DialogDataMap[K], opener?: Element | null): void;
  /** Opens the dialog of a page control's kind (with the campaign's data); false when there is none. */
  openControl(kind: string, opener: Element): boolean;
  /** A tournament's take-part control: registers a signed-in visitor and thanks, else asks to sign in. */
  registerForTournament(opener: Element | null): Promise<void>;
  /** An opening of the pre-rendered dialog closed before the runtime took it over: reported as the form reports one. */
  reportClosedCopy(kind: string): void;
  switchLanguage: (lang: string) => Promise<void>;
}

export async function startRuntime(boot: BootData, doc: Document = document): Promise<Runtime> {
  const language = () => currentLanguage(boot.site.locales, boot.language);
  const style = doc.createElement('style');
  style.textContent = overlayCss + dialogsCss;
  doc.head.append(style);
  // The start runs in short tasks (each step yields), so a tap during it is handled at once.
  await yieldToMain();
  const i18n = await setupI18n(language());
  await yieldToMain();

  void loadFingerprint(boot.site.hosts.fingerprintScript);
  const api = createApiClient({
    hosts: boot.site.hosts,
    language,
    fingerprint: () => (globalThis as { __deviceFingerprint?: string }).__deviceFingerprint,
  });
  const context: RuntimeContext = { api, boot, language };
  captcha.required = boot.site.features.captcha;

  const host = doc.createElement('div');
  host.id = 'promo-overlay';
  doc.body.append(host);
  // A transition: React renders the overlay in slices of a few milliseconds, yielding in between,
  // instead of in one task (the first render also compiles most of react-dom's code).
  const root = createRoot(host);
  startTransition(() =>
    root.render(
      <RuntimeProvider value={context}>
        <I18nextProvider i18n={i18n}>
          <Overlay />
        </I18nextProvider>
      </RuntimeProvider>,
    ),
  );
  await yieldToMain();

  /** Reports an opening of the pre-rendered copy the visitor closed before the runtime's dialog took it over. */
  const reportClosedCopy = (kind: string) => {
    const target = dialogForControl(kind, boot);
    if (target?.name === 'sign-up')
      reportRegistrationOpening(api, boot, newFormId(boot), SIGN_UP[target.data.variant ?? 'aviator'].statisticsType);
  };
  const runtime: Runtime = {
    api,
    boot,
    open: (name, data, opener) => openDialog(name, data, opener),
    openControl: (kind, opener) => {
      const target = dialogForControl(kind, boot);
      if (!target) return false;
      // Over the pre-rendered dialog the visitor is typing in, no loader: the dialog opens once its code is here
      // and takes the copy over (dialogs/adoptStaticDialog.ts); not if the visitor closed the copy meanwhile.
      if (!isStaticDialogShown()) openDialog(target.name, target.data, opener);
      else
        void preloadDialog(target.name)
          .catch(() => undefined)
          .then(() => {
            if (isStaticDialogShown()) openDialog(target.name, target.data, opener);
            // Closed while the dialog's code loaded: no dialog to open, the opening still counts (once).
            else reportClosedCopy(kind);
          });
      return true;
    },
    registerForTournament: (opener) => registerForTournament(api, opener),
    reportClosedCopy,
    switchLanguage: (lang) => switchLanguage(boot, lang),
  };
  if (boot.site.env === 'development') {
    // A handle for designers and tests in development builds only.
    (globalThis as { promo?: unknown }).promo = {
      ...runtime,
      session,
      settings,
      loader,
      dialog,
      notify,
      saveSession,
      logout,
      syncSession,
      refreshSession: () => refreshSession(boot.site.hosts.apiV3),
    };
  }
  // The visitor's language, if it is not the one the page was built in.
  if (language() !== boot.language) await switchLanguage(boot, language(), { remember: false });
  followProfileRedirect(boot.site.redirectHosts);
  leaveOnLogout(boot.site.basePath);

  syncSession();
  const settled = (async () => {
    if (session.refreshToken && !session.accessToken) await refreshSession(boot.site.hosts.apiV3);
    if (!boot.features.skipSettings) {
      // A background load that fails stays quiet; a dialog that needs the data says so when opened.
      const quiet = (e: unknown) => console.warn('Settings did not load:', asApiError(e).message);
      await Promise.all([
        loadSettings(api).catch((e: unknown) => {
          fallBackToSiteDefaults(boot.site.defaultCurrency);
          quiet(e);
        }),
        loadAdditionalSettings(api).catch(quiet),
      ]);
      captcha.siteKey = settings.captchaSiteKey;
    }
  })();
  prefetchPageDialogs(doc, boot);
  void settled.finally(() => {
    doc.documentElement.dataset.promoRuntime = isAuthenticated() ? 'signed-in' : 'ready';
  });
  return runtime;
}
