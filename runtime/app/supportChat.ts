/**
 * The support chat (landing-site spec 2): on the pages that ask for it, the SDK gets its website
 * token, locale (default en) and position (default left) from the site config, set before it loads.
 * A failure is logged only (spec 8).
 */
import type { BootData } from '../core/BootData.ts';
import { loadScript } from '../core/loadScript.ts';

export interface SupportChatSettings { websiteToken?: string; locale: string; position: 'left' | 'right' }

declare global {
  interface Window { supportChatSettings?: SupportChatSettings }
}

export function supportChatSettings(hosts: BootData['site']['hosts']): SupportChatSettings {
  const chat = hosts.chat ?? {};
  return { websiteToken: chat.websiteToken, locale: chat.locale ?? 'en', position: chat.position ?? 'left' };
}

export function startSupportChat(boot: BootData, win: Window = window, load: (src: string) => Promise<unknown> = loadScript): Promise<void> {
  const src = boot.site.hosts.chatScript;
  if (!boot.features.supportChat || !src) return Promise.resolve();
  win.supportChatSettings = supportChatSettings(boot.site.hosts);
  return load(src).then(() => undefined, (e: unknown) => { console.warn('Support chat did not load:', e instanceof Error ? e.message : String(e)); });
}
