/**
 * The YAML view's editor: CodeMirror 6 (its public API only) with YAML highlighting, line numbers,
 * undo, completion of keys and choices from the campaign and template schemas (yamlCompletions.ts),
 * and the checker's problems as lint diagnostics at their lines. Loaded on its own when the edit screen
 * first shows it (YamlView.tsx), so the campaigns list and New do not carry it.
 *
 * One text with the form: typing is sent 50 ms after the last keystroke; a change that comes from
 * the form replaces only the lines that differ, and is scrolled into view, unless the manager is typing here.
 */
import { useEffect, useRef } from 'react';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, drawSelection, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { autocompletion, completionKeymap, type CompletionContext } from '@codemirror/autocomplete';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { JsonSchema, Problem } from './api.ts';
import { yamlCompletions } from './yamlCompletions.ts';

/** Marks the editor's own changes made from outside (the form), which are not sent back. */
const fromOutside = Annotation.define<boolean>();

export interface CodeEditorHandle {
  /** Selects line `n` and moves the focus there (the problem list's "line N"). */
  goTo(n: number): void;
}

export default function CodeEditor({
  text,
  problems,
  schema,
  onText,
  handle,
}: {
  text: string;
  problems: Problem[];
  schema: JsonSchema | null;
  onText: (t: string) => unknown;
  handle: { current: CodeEditorHandle | null };
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ schema, onText });
  latest.current = { schema, onText };

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; text and problems reach it through the effects below
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const complete = (ctx: CompletionContext) => {
      const s = latest.current.schema;
      const found = s && yamlCompletions(ctx.state.doc.toString(), ctx.pos, s);
      return found?.options.length ? found : null;
    };
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          lintGutter(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentUnit.of('  '),
          EditorState.tabSize.of(2),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          yaml(),
          autocompletion({ override: [complete], activateOnTyping: true }),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          // Its styles go into a <style> element the page's CSP allows by the nonce its script tag carries.
          EditorView.cspNonce.of(document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''),
          EditorView.contentAttributes.of({
            'aria-label': 'Campaign file (YAML)',
            'aria-describedby': 'yaml-problems',
            spellcheck: 'false',
            // Focusable by Tab as it is (contenteditable); said outright so its scrolling box counts as reachable (axe).
            tabindex: '0',
          }),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged || u.transactions.some((t) => t.annotation(fromOutside))) return;
            clearTimeout(timer);
            const doc = u.state.doc.toString();
            timer = setTimeout(() => latest.current.onText(doc), 50);
          }),
        ],
      }),
    });
    view.current = v;
    handle.current = {
      goTo(n) {
        const line = v.state.doc.line(Math.min(Math.max(n, 1), v.state.doc.lines));
        v.dispatch({ selection: { anchor: line.from, head: line.to }, scrollIntoView: true });
        v.focus();
      },
    };
    return () => {
      clearTimeout(timer);
      handle.current = null;
      v.destroy();
    };
  }, []);

  // The form changed the text: only the lines between the common start and end are replaced.
  useEffect(() => {
    const v = view.current;
    if (!v || v.hasFocus) return;
    const old = v.state.doc.toString();
    if (old === text) return;
    let from = 0;
    while (from < old.length && from < text.length && old[from] === text[from]) from++;
    let end = 0;
    while (end < old.length - from && end < text.length - from && old.at(-1 - end) === text.at(-1 - end)) end++;
    v.dispatch({
      changes: { from, to: old.length - end, insert: text.slice(from, text.length - end) },
      annotations: fromOutside.of(true),
      effects: EditorView.scrollIntoView(from, { y: 'center' }),
    });
  }, [text]);

  // The checker's problems, each at its line and column (again after each text: their lines moved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the moment to place them again
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const doc = v.state.doc;
    const diagnostics: Diagnostic[] = problems
      .filter((p) => p.line >= 1 && p.line <= doc.lines)
      .map((p) => {
        const line = doc.line(p.line);
        const from = Math.min(line.from + Math.max(p.col - 1, 0), line.to);
        return {
          from,
          to: line.to,
          severity: p.severity === 'error' ? 'error' : 'warning',
          message: p.message,
        };
      });
    v.dispatch(setDiagnostics(v.state, diagnostics));
  }, [problems, text]);

  return <div className="code-editor" ref={host} />;
}
