/**
 * Each dialog kind's code, loaded on first use or fetched ahead (`preloadDialog`): when the runtime
 * has loaded on idle, and as soon as a pointer or focus reaches a call to action. A kind already
 * loaded renders at once: its lazy component resolves synchronously, so the first dialog paints
 * from code that is already parsed, without a Suspense round.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogDataMap, DialogName } from './dialogData.ts';

type Module<K extends DialogName> = { default: ComponentType<{ data: DialogDataMap[K] }> };
type Loaders = { [K in DialogName]: () => Promise<Module<K>> };

const LOADERS: Loaders = {
  'sign-up': () => import('./SignUpDialog.tsx'),
  'sign-in': () => import('./SignInDialog.tsx'),
  'reset-password': () => import('./ResetPasswordDialog.tsx'),
  thanks: () => import('./ThanksDialog.tsx'),
  'mystery-done': () => import('./MysteryDoneDialog.tsx'),
  'secret-terms': () => import('./SecretTermsDialog.tsx'),
};

const loading = new Map<DialogName, Promise<unknown>>();
const loaded = new Map<DialogName, unknown>();

/** Fetches and evaluates a kind's code (once); a failure is forgotten so that opening it retries. */
export function preloadDialog<K extends DialogName>(name: K): Promise<Module<K>> {
  let p = loading.get(name) as Promise<Module<K>> | undefined;
  if (!p) {
    p = LOADERS[name]().then((m: Module<K>) => {
      loaded.set(name, m);
      return m;
    });
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}

/** Whether a kind's code has been loaded (and evaluated): it then renders at once. */
export const isDialogLoaded = (name: DialogName): boolean => loaded.has(name);

/** A thenable that hands over a loaded module synchronously: React's lazy() then renders without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React's lazy() reads a synchronous one at once).
const settled = <T>(value: T) => ({ then: (ok: (v: T) => void) => ok(value) }) as unknown as Promise<T>;

const lazyKind = <K extends DialogName>(name: K) =>
  lazy(() => (loaded.has(name) ? settled(loaded.get(name) as Module<K>) : preloadDialog(name)));

export type Kinds = { [K in DialogName]: LazyExoticComponent<ComponentType<{ data: DialogDataMap[K] }>> };

export const KINDS: Kinds = {
  'sign-up': lazyKind('sign-up'),
  'sign-in': lazyKind('sign-in'),
  'reset-password': lazyKind('reset-password'),
  thanks: lazyKind('thanks'),
  'mystery-done': lazyKind('mystery-done'),
  'secret-terms': lazyKind('secret-terms'),
};
