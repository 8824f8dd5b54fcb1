/** The running runtime (API client and the page's boot data), for dialogs and flows. */
import type { ApiClient } from '../auth/api/createApiClient.ts';
import type { BootData } from '../core/BootData.ts';

export interface RuntimeContext { api: ApiClient; boot: BootData; language: () => string }

let current: RuntimeContext | null = null;

export function setRuntime(ctx: RuntimeContext) { current = ctx; }

export function getRuntime(): RuntimeContext {
  if (!current) throw new Error('The runtime has not started');
  return current;
}
