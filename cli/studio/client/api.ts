/** Calls to the studio's API (cli/studio/studioApi.ts); an error answer becomes an Error with its message. */
import type { Problem as CheckerProblem } from '../../campaign/Problem.ts';
import type { CampaignRow } from '../studioProject.ts';

/** A problem as the studio shows it: the checker's own, its file being the campaign open. (Types only: nothing of the server enters the client bundle.) */
export type Problem = Omit<CheckerProblem, 'file'>;
export type { CampaignRow };
export interface CampaignState {
  slug: string;
  text: string;
  data: Record<string, unknown> | null;
  value: unknown;
  problems: Problem[];
  saved?: boolean;
  published?: boolean;
  git?: { message: string; branch?: string };
}
/** A change's answer (studioApi.ts): the new text and what it says as YAML; its problems come from `check`. */
export interface Drafted {
  slug: string;
  text: string;
  value: unknown;
}
export interface TemplateInfo {
  name: string;
  description: string;
  picture?: string;
}
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  required?: string[];
  description?: string;
  title?: string;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
};

async function call<T>(method: 'GET' | 'POST', name: string, body?: unknown): Promise<T> {
  const res = await fetch(`/studio/api/${name}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(data.error ?? `${res.status}`);
  return data as T;
}

export const api = {
  campaigns: () => call<{ at: number; rows: CampaignRow[] }>('GET', 'campaigns'),
  campaign: (slug: string) => call<CampaignState>('GET', `campaign?slug=${encodeURIComponent(slug)}`),
  schema: (template: string) =>
    call<{ campaign: JsonSchema; params: JsonSchema | null }>('GET', `schema?template=${encodeURIComponent(template)}`),
  check: (slug: string, text: string) => call<CampaignState>('POST', 'check', { slug, text }),
  draft: (slug: string, text: string) => call<Drafted>('POST', 'draft', { slug, text }),
  edit: (slug: string, text: string, path: (string | number)[], value: unknown) =>
    call<Drafted>('POST', 'edit', { slug, text, path, value }),
  /** Leaving the campaign unsaved: the preview drops its draft. `keepalive`: also sent as the page goes away. */
  close: (slug: string) =>
    fetch('/studio/api/close', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug }),
    }).then(() => undefined),
  save: (slug: string, text: string) => call<CampaignState>('POST', 'save', { slug, text }),
  publish: (slug: string, text: string) => call<CampaignState>('POST', 'publish', { slug, text }),
  templates: () => call<TemplateInfo[]>('GET', 'templates'),
  slug: (slug: string) => call<{ ok: boolean; message: string }>('GET', `slug?slug=${encodeURIComponent(slug)}`),
  /** An image into campaigns/assets/uploads/ (checked by its content and size there); answers its path. */
  upload: async (file: File): Promise<string> => {
    const res = await fetch(`/studio/api/upload?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file });
    const data = await res.json();
    if (!res.ok) throw new Error(data.error ?? `${res.status}`);
    return data.path as string;
  },
  create: (slug: string, template: string, title: string) =>
    call<{ slug: string }>('POST', 'new', { slug, template, title }),
};
