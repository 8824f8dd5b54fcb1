/**
 * The campaign being edited: its text (the file as it will be saved), what the checker says about it,
 * and whether it differs from the saved file. Every change goes through the server in order (one
 * at a time, the latest text first), so the form, the YAML view and the preview always show one text.
 * A change's answer is the new text at once (the preview plans it meanwhile); its problems come from
 * the server's check apart (a worker thread there), asked for the newest text, one check at a time:
 * the next change never waits for a check.
 */
import { proxy } from 'valtio';
import { api, type CampaignState, type Drafted, type JsonSchema } from './api.ts';

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

let queue: Promise<unknown> = Promise.resolve();
/** Runs after the calls before it; a task that answers null was overtaken and changes nothing. */
function inOrder(task: () => Promise<Drafted | null>): Promise<void> {
  const next = queue.then(async () => {
    try {
      const drafted = await task();
      if (!drafted || !editor.state || drafted.slug !== editor.slug) return;
      editor.state.text = drafted.text;
      editor.state.value = drafted.value;
      editor.error = '';
      askCheck();
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
  try {
    const state = await api.campaign(slug);
    const template = typeof state.data?.template === 'string' ? state.data.template : valueTemplate(state.value);
    const { campaign, params } = await api.schema(template);
    const props = { ...campaign.properties };
    if (params) props.params = params;
    editor.schema = { ...campaign, properties: props };
    editor.state = state;
    editor.saved = state.text;
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
function latestOnly(key: string, call: () => Promise<Drafted>): Promise<void> {
  const n = ++changes;
  latest.set(key, n);
  return inOrder(() => (latest.get(key) === n ? call() : Promise.resolve(null)));
}

/** A field of the form changed: the server edits the YAML (only that field's lines); it is checked apart. */
export const setField = (path: (string | number)[], value: unknown) =>
  latestOnly(JSON.stringify(path), () => api.edit(editor.slug, editor.state!.text, path, value));

/** The YAML view changed. */
export const setText = (text: string) => {
  if (editor.state) editor.state.text = text;
  return latestOnly('', () => api.draft(editor.slug, text));
};

export async function save(publish: boolean): Promise<void> {
  await queue;
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
