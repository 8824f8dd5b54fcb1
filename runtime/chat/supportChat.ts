/**
 * The support-chat widget, placed so that it never covers content or a call to action: its launcher
 * goes into a dock of our own (`.chat-dock`, base.css) at the end of the page, which on wide screens
 * is pinned into the empty margin beside the content. The SDK is told the dock, the visitor's
 * language and the site's colours through `window.supportChatSettings` before it loads.
 */
export interface SupportChatSettings {
  /** Where the SDK mounts its launcher (a CSS selector); without it, it floats over the page. */
  container: string;
  locale: string;
  /** Launcher background and icon colours: the site's palette, not the vendor's. */
  color: string;
  textColor: string;
}

export const CHAT_DOCK_ID = 'promo-chat';

export function startSupportChat(doc: Document, scriptUrl: string, locale: string, load: (src: string) => Promise<void>): Promise<void> {
  if (!doc.getElementById(CHAT_DOCK_ID)) {
    const dock = doc.createElement('div');
    dock.id = CHAT_DOCK_ID;
    dock.className = 'chat-dock';
    doc.body.append(dock);
  }
  const win = doc.defaultView as (Window & { supportChatSettings?: SupportChatSettings }) | null;
  const token = (name: string, fallback: string) => win?.getComputedStyle(doc.documentElement).getPropertyValue(name).trim() || fallback;
  if (win) win.supportChatSettings = { container: `#${CHAT_DOCK_ID}`, locale, color: token('--violet', '#8b6cff'), textColor: '#fff' };
  return load(scriptUrl);
}
