/**
 * The campaign being edited: its text (the file as it will be saved), what the checker says about it,
 * and whether it differs from the saved file. Every change goes through the server in order (one
 * at a time, the latest text first), so the form, the YAML view and the preview always show one text.
 * A change's answer is the new text at once (the preview plans it meanwhile); its problems come from
 * the server's check apart (a worker thread there), asked for the newest text, one check at a time:
 * the next change never waits for a check.
 * A keystroke's answer is shown (the store updated, so the whole form and the YAML view render again)
 * once the preview frame has taken the change, or at most SHOW_AFTER_MS later: the frame and this page
 * share one main thread, and the manager watches the preview; the box being typed in shows its own text.
 */
import { proxy } from 'valtio';
import { api, type CampaignState, type Drafted, type JsonSchema } from './api.ts';
import { afterPreviewUpdate, previewMark } from './previewUpdates.ts';

/** How long a change's answer waits at most for the preview to show it before the form renders it. */
const SHOW_AFTER_MS = 300;

export const editor = proxy({
  slug: '',
  state: null as CampaignState | null,
  saved: '',
  schema: null as JsonSchema | null,
  busy: false,
  /** The problems shown are of an older text: the newest one's check has not answered yet. */
  checking: false,
  message: '',
  error: '',
});

/** The newest text: each change is made on it (the store's may not show it yet: `show`). */
let newest = '';
/** An answer waiting for the preview before it is shown. */
let unshown: Drafted | null = null;

/** Puts an answer in the store: the form, the YAML view and the problems (asked for it) render it. */
function showNow(): void {
  const drafted = unshown;
  unshown = null;
  if (!drafted || !editor.state || drafted.slug !== editor.slug) return;
  editor.state.text = drafted.text;
  editor.state.value = drafted.value;
  editor.error = '';
  askCheck();
}

/** Shows the answer once the preview has taken it (the frame's mark changed since `mark`), or SHOW_AFTER_MS on. */
function show(drafted: Drafted, mark: string | undefined): void {
  const waiting = unshown !== null;
  unshown = drafted;
  if (mark === undefined) showNow();
  else if (!waiting) void afterPreviewUpdate(mark, SHOW_AFTER_MS).then(showNow);
}

let queue: Promise<unknown> = Promise.resolve();
/**
 * Runs after the calls before it; a task that answers null was overtaken and changes nothing. `mark`:
 * the preview's update mark when the change was made (its answer is shown after the preview's update).
 */
function inOrder(task: () => Promise<Drafted | null>, mark?: string): Promise<void> {
  const next = queue.then(async () => {
    try {
      const drafted = await task();
      if (!drafted || !editor.state || drafted.slug !== editor.slug) return;
      newest = drafted.text;
      show(drafted, mark);
    } catch (e) {
      editor.error = e instanceof Error ? e.message : String(e);
    }
  });
  queue = next;
  return next;
}

let checkAsked = false;
/** The problems of the newest text: one check at a time; when it answers for an older text, the newest is asked next. */
function askCheck(): void {
  editor.checking = true;
  if (checkAsked || !editor.state) return;
  checkAsked = true;
  const { slug } = editor;
  const { text } = editor.state;
  api.check(slug, text).then(
    (checked) => {
      checkAsked = false;
      if (editor.slug === slug && editor.state?.text === checked.text) {
        editor.state.problems = checked.problems;
        editor.state.data = checked.data;
        editor.checking = false;
      } else if (editor.checking) askCheck();
    },
    (e: unknown) => {
      checkAsked = false;
      editor.checking = false;
      editor.error = e instanceof Error ? e.message : String(e);
    },
  );
}

export async function openCampaign(slug: string): Promise<void> {
  editor.slug = slug;
  editor.state = null;
  editor.message = '';
  editor.error = '';
  editor.checking = false;
  unshown = null;
  try {
    const state = await api.campaign(slug);
    const template = typeof state.data?.template === 'string' ? state.data.template : valueTemplate(state.value);
    const { campaign, params } = await api.schema(template);
    const props = { ...campaign.properties };
    if (params) props.params = params;
    editor.schema = { ...campaign, properties: props };
    editor.state = state;
    editor.saved = state.text;
    newest = state.text;
  } catch (e) {
    editor.error = e instanceof Error ? e.message : String(e);
  }
}

const valueTemplate = (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as { template?: unknown }).template === 'string'
    ? (v as { template: string }).template
    : '';

/** The latest change per field (and of the YAML view, key ''): a change overtaken while queued is skipped. */
const latest = new Map<string, number>();
let changes = 0;
function latestOnly(key: string, call: () => Promise<Drafted>, mark?: string): Promise<void> {
  const n = ++changes;
  latest.set(key, n);
  return inOrder(() => (latest.get(key) === n ? call() : Promise.resolve(null)), mark);
}

/**
 * A field of the form changed: the server edits the YAML (only that field's lines); it is checked apart.
 * `typed` (a text box, which shows its own text): the answer is shown after the preview has taken it; a
 * choice, a list's add or remove, at once.
 */
export const setField = (path: (string | number)[], value: unknown, typed?: boolean) =>
  latestOnly(JSON.stringify(path), () => api.edit(editor.slug, newest, path, value), typed ? previewMark() : undefined);

/** The YAML view changed: shown at once (the editor is where it is typed); an answer of the form not shown yet is dropped. */
export const setText = (text: string) => {
  unshown = null;
  newest = text;
  if (editor.state) editor.state.text = text;
  return latestOnly('', () => api.draft(editor.slug, text));
};

export async function save(publish: boolean): Promise<void> {
  await queue;
  showNow();
  if (!editor.state) return;
  editor.busy = true;
  editor.message = '';
  try {
    const text = editor.state.text;
    const r = publish ? await api.publish(editor.slug, text) : await api.save(editor.slug, text);
    editor.state = r;
    editor.checking = false;
    if (r.saved) editor.saved = r.text;
    editor.message = !r.saved
      ? `Not saved: ${r.problems.filter((p) => p.severity === 'error').length} error(s) to fix first.`
      : publish
        ? (r.git?.message ?? 'Saved.')
        : `Saved campaigns/${editor.slug}.yaml.`;
  } catch (e) {
    editor.error = e instanceof Error ? e.message : String(e);
  } finally {
    editor.busy = false;
  }
}
