/**
 * The running runtime (API client, the page's boot data, the visitor's language), handed to the
 * dialogs and forms through React context: startRuntime() (and Ladle's fake runtime) provide it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../core/apiClient.ts';
import type { BootData } from '../core/BootData.ts';

export interface RuntimeContext {
  api: ApiClient;
  boot: BootData;
  language: () => string;
}

const Context = createContext<RuntimeContext | null>(null);

export function RuntimeProvider({ value, children }: { value: RuntimeContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The runtime of the nearest provider; rendering outside one is a bug. */
export function useRuntime(): RuntimeContext {
  const runtime = useContext(Context);
  if (!runtime) throw new Error('useRuntime(): no RuntimeProvider above this component');
  return runtime;
}
