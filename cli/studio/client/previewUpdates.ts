/**
 * When the preview frame has taken an update: its page (runtime/boot/devPageUpdates.ts) marks each update
 * it renders in place (`data-promo-dev-updated`). The studio page and the frame share one main thread, so
 * the page's own re-render after a change (the whole form, the YAML view) waits for the frame's update
 * (editorStore.ts): the new title is shown first, the form after it.
 */
let frame: HTMLIFrameElement | null = null;

/** Preview.tsx hands its frame over (null when it goes). */
export function setPreviewFrame(el: HTMLIFrameElement | null): void {
  frame = el;
}

/** The frame's last update mark (an empty text before any, or without a frame). */
export function previewMark(): string {
  try {
    return frame?.contentDocument?.documentElement.dataset.promoDevUpdated ?? '';
  } catch {
    return '';
  }
}

/**
 * Resolves once the frame's mark differs from `since` and the frame has been painted after it (an
 * animation frame, then a task), or after `ms` (an edit the page does not show, a draft with errors, a
 * page reloaded instead, no frame).
 */
export function afterPreviewUpdate(since: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const until = performance.now() + ms;
    const look = () => {
      if (previewMark() !== since) requestAnimationFrame(() => setTimeout(resolve, 0));
      else if (performance.now() >= until) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}
