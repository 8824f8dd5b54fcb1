/**
 * The frame of every dialog story: starts the fake runtime (ladle/fakeRuntime.tsx), renders the real
 * Overlay (progress bar, DialogHost, spinner, notifications) over a page shell with base.css +
 * overlay.css + dialogs.css inlined as the built page has them, opens one dialog with openDialog(),
 * then runs the story's `play` script, which drives the dialog like a visitor would (types, clicks,
 * submits) to reach the state the story shows. The page's "Open the dialog again" button opens it
 * afresh once closed, as a page's call to action does.
 *
 * When the state is reached the wrapper gets data-story-state="ready" (or "error" with
 * data-story-error): screenshot scripts wait for `[data-story-state=ready]`.
 * Not a *.stories.tsx file: Ladle would turn every export here into a story.
 */
import { useEffect, useRef, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Layout } from '../../runtime/components/Layout.tsx';
import { Overlay } from '../../runtime/app/Overlay.tsx';
import { openDialog } from '../../runtime/dialogs/dialog.ts';
import type { DialogDataMap, DialogName } from '../../runtime/dialogs/dialogData.ts';
import { RuntimeProvider, type RuntimeContext } from '../../runtime/context/RuntimeContext.tsx';
import overlayCss from '../../runtime/ui/overlay.css?inline';
import dialogsCss from '../../runtime/dialogs/dialogs.css?inline';
import { Styles } from '../fixtures.tsx';
import {
  fakeBoot,
  resetStores,
  startFakeRuntime,
  type FakeApiClient,
  type FakeRuntimeOptions,
} from '../fakeRuntime.tsx';

const STEP_TIMEOUT_MS = 5000;

class Cancelled extends Error {}

/** What a story's play script can do with the open dialog (all in the story's iframe document). */
export interface Ui {
  /** The open dialog (role=dialog), or null. */
  dialog(): HTMLElement | null;
  /** The first match in the story's overlay (dialog, spinner, notifications), or null. */
  query<T extends Element = HTMLElement>(selector: string): T | null;
  /** The control a <label> points at: exactly this text, or the first label matching the pattern. */
  control<T extends HTMLElement = HTMLInputElement>(label: Label): T;
  /** Focuses the field and types the value (as one input event, the way React sees typing). */
  type(label: Label, value: string): Promise<void>;
  /** Picks an option of a select by value. */
  select(label: Label, value: string): Promise<void>;
  /** Ticks or unticks a checkbox. */
  check(label: Label, checked: boolean): Promise<void>;
  /** Clicks the dialog's button with exactly this text. */
  click(text: string): Promise<void>;
  /** Moves focus out of the focused field (validation on blur, a clean screenshot). */
  blur(): Promise<void>;
  /** Waits until fn returns something truthy; fails after 5 s. */
  waitFor<T>(fn: () => T | null | undefined | false, what: string): Promise<T>;
  /** Waits until the full-screen spinner is gone and the page has painted. */
  idle(): Promise<void>;
  /** The fake API (its `calls` list shows what the dialog asked for). */
  api: FakeApiClient;
}

export type Play = (ui: Ui) => Promise<void>;

/** A label's exact text, or a pattern for labels with rich text (links) or long wording. */
export type Label = string | RegExp;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function createUi(root: HTMLElement, api: FakeApiClient, cancelled: () => boolean): Ui {
  const guard = () => {
    if (cancelled()) throw new Cancelled();
  };
  const doc = () => root.ownerDocument;
  const dialogEl = () => root.querySelector<HTMLElement>('[role="dialog"]');
  const settle = async () => {
    await sleep(30);
    guard();
  };

  const waitFor = async <T,>(fn: () => T | null | undefined | false, what: string): Promise<T> => {
    const until = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      guard();
      const v = fn();
      if (v) return v;
      if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
      await sleep(20);
    }
  };

  const control = <T extends HTMLElement = HTMLInputElement>(text: Label): T => {
    const scope = dialogEl() ?? root;
    const matches = (l: HTMLLabelElement) => {
      const t = (l.textContent ?? '').replace(/\s+/g, ' ').trim();
      return typeof text === 'string' ? t === text : text.test(t);
    };
    const label = [...scope.querySelectorAll('label')].find(matches);
    const el = label?.htmlFor ? doc().getElementById(label.htmlFor) : label?.querySelector('input,select');
    if (!el) throw new Error(`No control labelled ${String(text)}`);
    return el as T;
  };

  /** The value setter of the element's own prototype: React ignores plain `.value =` writes. */
  const setNativeValue = (el: HTMLInputElement | HTMLSelectElement, value: string) => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
    const view = el.ownerDocument.defaultView!;
    el.dispatchEvent(new view.Event(el instanceof view.HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  };

  return {
    api,
    dialog: dialogEl,
    query: <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector),
    control,
    waitFor,
    async type(label, value) {
      guard();
      const el = control<HTMLInputElement>(label);
      el.focus();
      setNativeValue(el, value);
      await settle();
    },
    async select(label, value) {
      guard();
      const el = control<HTMLSelectElement>(label);
      el.focus();
      setNativeValue(el, value);
      await settle();
    },
    async check(label, checked) {
      guard();
      const el = control<HTMLInputElement>(label);
      if (el.checked !== checked) el.click();
      await settle();
    },
    async click(text) {
      guard();
      const scope = dialogEl() ?? root;
      const button = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
      if (!button) throw new Error(`No button "${text}"`);
      // As a visitor would: the button scrolled into view first (and what appears near it with it).
      button.scrollIntoView({ block: 'center' });
      button.click();
      await settle();
    },
    async blur() {
      guard();
      (doc().activeElement as HTMLElement | null)?.blur?.();
      await settle();
    },
    async idle() {
      await waitFor(() => !root.querySelector('.promo-spinner, .dlg-loading'), 'the spinner to go');
      await sleep(60);
      guard();
    },
  };
}

/** Says on screen, above everything, when a story's script could not reach the state it shows. */
const FAILURE_STYLE = {
  position: 'fixed',
  left: 8,
  right: 8,
  top: 8,
  zIndex: 5000,
  margin: 0,
  padding: '10px 14px',
  borderRadius: 8,
  background: '#fff3cd',
  color: '#5c3d00',
  border: '2px dashed #b8860b',
  font: '600 14px/1.4 system-ui, sans-serif',
} as const;

export interface DialogStoryProps<K extends DialogName = DialogName> {
  name: K;
  data?: DialogDataMap[K];
  runtime?: FakeRuntimeOptions;
  play?: Play;
}

/** One dialog, opened on a page shell, driven to its state by `play`. */
export function DialogStory<K extends DialogName>({ name, data, runtime, play }: DialogStoryProps<K>) {
  const root = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState<{ i18n: I18n; context: RuntimeContext } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const el = root.current!;
    el.dataset.storyState = 'starting';
    (async () => {
      const rt = await startFakeRuntime(runtime);
      if (cancelled) return;
      setStarted({ i18n: rt.i18n, context: rt.context });
      openDialog(name, data, null);
      const ui = createUi(el, rt.api, () => cancelled);
      await ui.waitFor(() => ui.dialog(), `the ${name} dialog`);
      await ui.idle();
      await play?.(ui);
      if (!cancelled) el.dataset.storyState = 'ready';
    })().catch((e: unknown) => {
      if (e instanceof Cancelled || cancelled) return;
      const message = e instanceof Error ? e.message : String(e);
      el.dataset.storyState = 'error';
      el.dataset.storyError = message;
      setFailure(message);
      console.error('Dialog story failed:', e);
    });
    return () => {
      cancelled = true;
      resetStores();
    };
  }, []); // A story is set up once, on mount.

  // The page shell needs i18n too (Layout translates its header and footer): all of it waits for it.
  return (
    <>
      <Styles css={overlayCss + dialogsCss} />
      <div ref={root} className="ladle-dialog-story">
        {started && (
          <RuntimeProvider value={started.context}>
            <I18nextProvider i18n={started.i18n}>
              <Layout site={fakeBoot.site}>
                <section className="wrap section">
                  <h1>Double your first deposit</h1>
                  <p className="prose">
                    The promotion page under the dialog. Dialogs in these stories run the real runtime code against a
                    fake API: nothing leaves the browser.
                  </p>
                  {/* As a page's call to action: the dialog afresh once it is closed (tests/ladleDialogClicks.mjs uses it). */}
                  <button type="button" className="btn btn-primary" onClick={() => openDialog(name, data)}>
                    Open the dialog again
                  </button>
                </section>
              </Layout>
              <Overlay />
            </I18nextProvider>
          </RuntimeProvider>
        )}
        {failure && (
          <p role="alert" style={FAILURE_STYLE}>
            This story did not reach its state: {failure}
          </p>
        )}
      </div>
    </>
  );
}
