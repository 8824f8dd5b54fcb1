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
import { builtWarmFiles, likelyDialog, sizeOfFile, warmGroups } from './warmFiles.ts';
import { linkModule, preloadInTurn, type FetchMode } from './preloadInTurn.ts';
import { streamModule } from './streamModule.ts';
import { fetchByMode } from './fetchByMode.ts';
import { afterPaint, heroImage } from './afterPaint.ts';
import { registerWorker } from './registerWorker.ts';
import { warmIntl } from './warmIntl.ts';
import { showProgressOnNavigation } from './navigationProgress.ts';
import { loadRuntime } from './loadRuntime.ts';

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
  if (!leaving) scheduleRuntime(data, doc, onRuntimeFailure);
  // The background worker (spec 1.5): after load and idle; never in `promo dev`, whose modules it must not keep.
  if (!leaving)
    registerWorker(data.site.basePath, { enabled: data.site.serviceWorker !== false && !import.meta.env.DEV });
}

/** Loads the React runtime on idle or on the first interaction, whichever comes first. */
function scheduleRuntime(data: BootData, doc: Document, onFailure: (reason: unknown) => void) {
  let runtime: Promise<Runtime> | null = null;
  let code: Promise<typeof import('../app/startRuntime.tsx')> | null = null;
  const start = () => (runtime ??= load().then((m) => m.startRuntime(data, doc)));
  /** Starts it in the background; a failure is handled here (the calls to action then act as links). */
  const warm = () => {
    start().catch(onFailure);
  };
  const language = currentLanguage(data.site.locales, data.language);
  // Fetched, not run: once the page has painted, the runtime with the language's strings, then the
  // likely dialog (prefetched into the cache); on a control's intent, its dialog right after the runtime.
  // The runtime's files are read as they come, so the dialog's requests go out one round trip before they end.
  const files = builtWarmFiles();
  // Ahead of time a <link rel=prefetch>, on intent or a tap read as it comes (fetchByMode.ts).
  const link = linkModule(doc);
  const preload = preloadInTurn(
    fetchByMode({ prefetch: link, modulepreload: files ? streamModule(sizeOfFile(files), link) : link }),
  );
  const fetchAhead = (dialog: string | undefined, mode: FetchMode) => {
    if (files) void preload(warmGroups(files, dialog, language), mode);
  };
  // The runtime is evaluated a library at a time (loadRuntime.ts); its files are all asked for at once first,
  // so that evaluating one never waits for the next one's round trip.
  const load = () => {
    fetchAhead(undefined, 'modulepreload');
    code ??= loadRuntime();
    return code;
  };
  if (files) {
    const kindsIn = (root: ParentNode) =>
      [...root.querySelectorAll<HTMLElement>('[data-dialog]')].map((el) => el.dataset.dialog);
    afterPaint(
      () =>
        fetchAhead(
          likelyDialog(files, [data.cta?.kind, ...kindsIn(doc.querySelector('main') ?? doc), ...kindsIn(doc)]),
          'prefetch',
        ),
      heroImage(doc),
    );
  }
  wireDialogTriggers(doc, start);
  // A control's dialog is fetched as soon as the runtime's code is here, while the runtime starts.
  // A failure to load is the runtime start's to report (warm); the prefetch just does not happen.
  wireDialogIntent(doc, (kind) => {
    fetchAhead(kind, 'modulepreload');
    warm();
    warmIntl(doc.documentElement.lang);
    load()
      .then((m) => m.prefetchControl(kind, data))
      .catch(() => undefined);
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    doc.addEventListener(type, warm, { once: true, passive: true, capture: true });
  // A visitor who chose another language gets it at once; everyone else when the browser is idle.
  const chosen = language !== data.language;
  doc.addEventListener('change', (e) => {
    const select = (e.target as Element).closest?.<HTMLSelectElement>('select[data-lang-switch]');
    if (select)
      start()
        .then((r) => r.switchLanguage(select.value))
        .catch(onFailure);
  });
  if (chosen) warm();
  else if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1500);
}
