/**
 * The support chat (landing-site spec 2), on the pages that ask for it. The SDK is told, before it
 * loads, the website token, locale (default en) and position (default left) from the site config,
 * and where to put its launcher: a dock of our own (`.chat-dock`, base.css) at the end of the page,
 * pinned into the empty margin on wide screens, so that it never covers content or a call to action,
 * in the site's colours. A failure is logged only (spec 8).
 */
import type { BootData } from '../core/BootData.ts';
import { loadScript } from '../core/loadScript.ts';

export interface SupportChatSettings {
  websiteToken?: string;
  locale: string;
  position: 'left' | 'right';
  /** Where the SDK mounts its launcher (a CSS selector); without it, it floats over the page. */
  container: string;
  /** Launcher background and icon colours: the site's palette, not the vendor's. */
  color: string;
  textColor: string;
}

declare global {
  interface Window {
    supportChatSettings?: SupportChatSettings;
  }
}

export const CHAT_DOCK_ID = 'promo-chat';

/** What the site config says of the chat: token, locale and position. */
export function supportChatSettings(
  hosts: BootData['site']['hosts'],
): Pick<SupportChatSettings, 'websiteToken' | 'locale' | 'position'> {
  const chat = hosts.chat ?? {};
  return { websiteToken: chat.websiteToken, locale: chat.locale ?? 'en', position: chat.position ?? 'left' };
}

export function startSupportChat(
  boot: BootData,
  doc: Document = document,
  load: (src: string) => Promise<unknown> = (src) => loadScript(src, doc),
): Promise<void> {
  const src = boot.site.hosts.chatScript;
  if (!boot.features.supportChat || !src) return Promise.resolve();
  if (!doc.getElementById(CHAT_DOCK_ID)) {
    const dock = doc.createElement('div');
    dock.id = CHAT_DOCK_ID;
    dock.className = 'chat-dock';
    doc.body.append(dock);
  }
  const win = doc.defaultView;
  const token = (name: string, fallback: string) =>
    win?.getComputedStyle(doc.documentElement).getPropertyValue(name).trim() || fallback;
  if (win)
    win.supportChatSettings = {
      ...supportChatSettings(boot.site.hosts),
      container: `#${CHAT_DOCK_ID}`,
      color: token('--violet', '#8b6cff'),
      textColor: '#fff',
    };
  return load(src).then(
    () => undefined,
    (e: unknown) => {
      console.warn('Support chat did not load:', e instanceof Error ? e.message : String(e));
    },
  );
}
