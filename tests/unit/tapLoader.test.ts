/**
 * The loader a tap shows while the runtime is on the way (runtime/boot/pendingLoader.ts, wired in
 * dialogTriggers.ts), with a fake document: shown at the tap, gone once the runtime has the control
 * (after it opened the dialog, in the same task) or has failed to start.
 */
import { describe, expect, it } from 'vitest';
import { wireDialogTriggers, type TriggerRuntime } from '../../runtime/boot/dialogTriggers.ts';

type FakeEl = {
  className: string;
  attrs: Record<string, string>;
  children: FakeEl[];
  setAttribute(k: string, v: string): void;
  append(c: FakeEl): void;
  remove(): void;
};

function fakeDocument() {
  const body: FakeEl[] = [];
  let onClick: ((e: unknown) => void) | null = null;
  const make = (): FakeEl => {
    const el: FakeEl = {
      className: '',
      attrs: {},
      children: [],
      setAttribute: (k, v) => {
        el.attrs[k] = v;
      },
      append: (c) => {
        el.children.push(c);
      },
      remove: () => {
        const i = body.indexOf(el);
        if (i >= 0) body.splice(i, 1);
      },
    };
    return el;
  };
  const doc = {
    body: { append: (el: FakeEl) => body.push(el) },
    createElement: make,
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      if (type === 'click') onClick = fn;
    },
  };
  const trigger = { dataset: { dialog: 'sign-up' } };
  const click = () =>
    onClick!({
      defaultPrevented: false,
      button: 0,
      target: { closest: () => trigger },
      preventDefault: () => undefined,
    });
  return { doc: doc as unknown as Document, body, click };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the loader at the tap', () => {
  it('shows at once while the runtime loads, and goes in the task that opens the dialog', async () => {
    const f = fakeDocument();
    let start!: (r: TriggerRuntime) => void;
    const seen: string[] = [];
    wireDialogTriggers(
      f.doc,
      () =>
        new Promise((ok) => {
          start = ok;
        }),
    );
    f.click();
    expect(f.body.map((el) => [el.className, el.attrs.role, el.children[0]?.className])).toEqual([
      ['promo-pending', 'status', 'promo-spinner-ring'],
    ]);
    start({
      openControl: (kind) => {
        seen.push(`open ${kind} with loader ${f.body.length}`);
        return true;
      },
      registerForTournament: async () => undefined,
      reportClosedCopy: () => undefined,
    });
    await flush();
    expect(seen).toEqual(['open sign-up with loader 1']);
    expect(f.body).toEqual([]);
  });

  it('goes when the runtime cannot start (the control then acts as its link)', async () => {
    (globalThis as { HTMLAnchorElement?: unknown }).HTMLAnchorElement ??= class {};
    const f = fakeDocument();
    wireDialogTriggers(f.doc, () => Promise.reject(new Error('chunk failed')));
    f.click();
    expect(f.body.length).toBe(1);
    await flush();
    expect(f.body).toEqual([]);
  });

  describe('with the pre-rendered dialog shown at the tap (boot/staticDialog.ts)', () => {
    const runtime = (seen: string[]): TriggerRuntime => ({
      openControl: (kind) => {
        seen.push(`open ${kind}`);
        return true;
      },
      registerForTournament: async () => undefined,
      reportClosedCopy: (kind) => seen.push(`report ${kind}`),
    });
    const copy = (seen: string[]) => {
      let open = true;
      return {
        isOpen: () => open,
        close: () => {
          open = false;
          seen.push('copy closed');
        },
      };
    };

    it('shows no loader; the runtime opens its dialog, which takes the copy over', async () => {
      const f = fakeDocument();
      const seen: string[] = [];
      let start!: (r: TriggerRuntime) => void;
      wireDialogTriggers(
        f.doc,
        () => new Promise((ok) => (start = ok)),
        () => copy(seen),
      );
      f.click();
      expect(f.body).toEqual([]);
      start(runtime(seen));
      await flush();
      expect(seen).toEqual(['open sign-up']);
    });

    it('closed by the visitor before the runtime came: nothing opens, and the opening is reported once', async () => {
      const f = fakeDocument();
      const seen: string[] = [];
      let start!: (r: TriggerRuntime) => void;
      const shown = copy(seen);
      wireDialogTriggers(
        f.doc,
        () => new Promise((ok) => (start = ok)),
        () => shown,
      );
      f.click();
      shown.close();
      start(runtime(seen));
      await flush();
      expect(seen).toEqual(['copy closed', 'report sign-up']);
    });

    it('the runtime cannot start: the copy goes and the control acts as its link', async () => {
      (globalThis as { HTMLAnchorElement?: unknown }).HTMLAnchorElement ??= class {};
      const f = fakeDocument();
      const seen: string[] = [];
      wireDialogTriggers(
        f.doc,
        () => Promise.reject(new Error('chunk failed')),
        () => copy(seen),
      );
      f.click();
      await flush();
      expect(seen).toEqual(['copy closed']);
      expect(f.body).toEqual([]);
    });
  });
});
