/**
 * The small script every page loads: reads the page's boot data and does what must happen on
 * arrival (session redirect, affiliate ids, language, pixel, countdowns, info dialog). React and the
 * rest of the runtime load later: when the browser is idle, or at the visitor's first tap.
 */
import type { BootData } from '../core/BootData.ts';
import { startCountdowns } from './countdown.ts';
import { wireInfoDialog } from './infoDialog.ts';
import { handleArrival } from './arrival.ts';
import { captureAffiliate } from '../core/affiliate.ts';
import { languageFromBrowser } from '../core/language.ts';
import { schedulePixel } from './pixel.ts';
import { reloadOnChunkFailure } from './chunkReload.ts';
import { wireDialogTriggers } from './dialogTriggers.ts';
import { startScheduleSwitch } from './scheduleSwitch.ts';
import { wireDialogIntent } from './dialogIntent.ts';
import type { Runtime } from '../app/startRuntime.tsx';
import { currentLanguage } from '../core/language.ts';
import { applyAdText } from './adText.ts';
import { AD_PENDING_ATTRIBUTE } from '../../model/adTextHead.ts';
import { takeOneTimeToken } from '../auth/session/oneTimeToken.ts';
import { builtWarmFiles, sizeOfFile, warmGroups } from './warmFiles.ts';
import { linkModule, preloadInTurn } from './preloadInTurn.ts';
import { streamModule } from './streamModule.ts';
import { registerWorker } from './registerWorker.ts';
import { warmIntl } from './warmIntl.ts';
import { showProgressOnNavigation } from './navigationProgress.ts';
import { loadRuntime } from './loadRuntime.ts';
import { readSession } from '../auth/session/tokenStorage.ts';
import { showStaticDialog } from './staticDialog.ts';

export function readBootData(doc: Document = document): BootData | null {
  const el = doc.getElementById('promo-boot');
  if (!el?.textContent) return null;
  try {
    return (JSON.parse(el.textContent) as BootData | null) ?? null;
  } catch {
    return null;
  }
}

export function boot(doc: Document = document) {
  const data = readBootData(doc);
  if (data) applyAdText(doc, new URL(location.href).searchParams, data.adText);
  // The values are in (or there are none): the page the head script hid may show (model/adTextHead.ts).
  doc.documentElement.removeAttribute(AD_PENDING_ATTRIBUTE);
  const onRuntimeFailure = reloadOnChunkFailure();
  startScheduleSwitch(doc);
  startCountdowns(doc);
  wireInfoDialog(doc);
  if (!data) {
    doc.documentElement.dataset.promoBooted = 'error-page';
    return;
  }
  showProgressOnNavigation(doc, data.site.basePath);
  captureAffiliate(new URL(location.href).searchParams);
  if (data.features.languageFromBrowser) languageFromBrowser(data.site.locales);
  // A one-time login link: exchange the token first, then the arrival rule (a session goes on).
  const once = takeOneTimeToken();
  if (!once) return arrive(data, doc, onRuntimeFailure);
  void import('../auth/session/oneTimeLogin.ts')
    .then((m) => m.signInOnce(data.site.hosts.api, once))
    .catch(() => false)
    .then(() => arrive(data, doc, onRuntimeFailure));
}

function arrive(data: BootData, doc: Document, onRuntimeFailure: (reason: unknown) => void) {
  const leaving = handleArrival(data);
  if (!leaving) schedulePixel(data);
  doc.documentElement.dataset.promoBooted = data.slug;
  if (leaving) return;
  // The background worker (spec 1.5), never in `promo dev` (whose modules it must not keep): registered once the
  // runtime has started and the browser is idle, so that a visitor who only reads pays neither its install's
  // downloads nor its work; with `serviceWorker: false` one left registered is removed at once.
  const enabled = data.site.serviceWorker !== false && !import.meta.env.DEV;
  const worker = () => registerWorker(data.site.basePath, { enabled });
  if (!enabled) worker();
  scheduleRuntime(data, doc, onRuntimeFailure, enabled ? worker : () => undefined);
  if (data.features.supportChat)
    whenIdle(() => {
      // On its own, without the runtime (no React): a reader who never taps still gets the chat. A failure to load
      // is logged only (spec 8), as the SDK's own.
      import('../chat/supportChat.ts')
        .then((m) => m.startSupportChat(data, doc))
        .catch((e: unknown) => console.warn('Support chat did not load:', e instanceof Error ? e.message : String(e)));
    });
}

/** Runs `task` when the browser is idle (within 3 s), or after 1.5 s where it cannot say. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1500);
}

/**
 * Loads the React runtime on the visitor's first sign of intent (a pointer or finger down, a key, a pointer or focus
 * reaching a call to action), not on idle: a visitor who only reads pays no main-thread work for it (issue 27). A tap
 * that comes first shows the pre-rendered dialog at once (staticDialog.ts) while it loads. It starts on idle only
 * when the page needs it without a tap: the visitor's language is not the page's, or a player's session is to be
 * refreshed (a refresh token is kept: the runtime refreshes it on start, spec 3). The support chat is not a reason:
 * the boot script loads it alone (chat/supportChat.ts, no React).
 */
function scheduleRuntime(data: BootData, doc: Document, onFailure: (reason: unknown) => void, onStarted: () => void) {
  let runtime: Promise<Runtime> | null = null;
  let code: Promise<typeof import('../app/startRuntime.tsx')> | null = null;
  let started = false;
  const start = () =>
    (runtime ??= load()
      .then((m) => m.startRuntime(data, doc))
      .then((r) => {
        started = true;
        onStarted();
        return r;
      }));
  /** Starts it in the background; a failure is handled here (the calls to action then act as links). */
  const warm = () => {
    start().catch(onFailure);
  };
  const language = currentLanguage(data.site.locales, data.language);
  // Fetched on the first sign of intent, not ahead (a visitor who only reads downloads none of it): the runtime with
  // the language's strings, and on a control's intent its dialog right after the runtime. The runtime's files are
  // read as they come, so the dialog's requests go out one round trip before they end.
  const files = builtWarmFiles();
  // Read as it comes (streamModule.ts); without the build's sizes, by <link rel=modulepreload>.
  const link = linkModule(doc);
  const stream = files ? streamModule(sizeOfFile(files), link) : link;
  const preload = preloadInTurn(stream);
  const fetchAhead = (dialog: string | undefined) => {
    if (files) void preload(warmGroups(files, dialog, language));
  };
  // The runtime is evaluated a library at a time (loadRuntime.ts); its files are all asked for at once first,
  // so that evaluating one never waits for the next one's round trip.
  const load = () => {
    fetchAhead(undefined);
    code ??= loadRuntime();
    return code;
  };
  // The pre-rendered dialog is in the page's language: only for a visitor reading that one.
  wireDialogTriggers(doc, start, (kind, trigger) =>
    started || language !== data.language ? null : showStaticDialog(doc, kind, trigger),
  );
  // A control's dialog is fetched as soon as the runtime's code is here, while the runtime starts.
  // A failure to load is the runtime start's to report (warm); the prefetch just does not happen.
  wireDialogIntent(doc, (kind) => {
    fetchAhead(kind);
    warm();
    warmIntl(doc.documentElement.lang);
    load()
      .then((m) => m.prefetchControl(kind, data))
      .catch(() => undefined);
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    doc.addEventListener(type, warm, { once: true, passive: true, capture: true });
  // A visitor who chose another language gets it at once; a player's session to refresh, when the browser is idle.
  // The support chat needs none of it: the boot script starts it on idle by itself (arrive).
  const chosen = language !== data.language;
  doc.addEventListener('change', (e) => {
    const select = (e.target as Element).closest?.<HTMLSelectElement>('select[data-lang-switch]');
    if (select)
      start()
        .then((r) => r.switchLanguage(select.value))
        .catch(onFailure);
  });
  // In `promo dev` too: its in-place updates render with the runtime's strings (devPageUpdates.ts).
  if (chosen) warm();
  else if (readSession().refreshToken !== null || import.meta.hot) whenIdle(warm);
}
