/**
 * The dialog's loader painted at the tap itself while the runtime is still on the way (styled by the
 * page's own CSS, components/base.css): the visitor sees the tap taken at once. It goes as soon as
 * the runtime has the control in hand (its dialog host shows the same loader, or the dialog); when
 * the runtime is already there it is added and removed in one task, so it is never painted.
 */
export function showPendingLoader(doc: Document, parent: HTMLElement = doc.body): () => void {
  const backdrop = doc.createElement('div');
  backdrop.className = 'promo-pending';
  backdrop.setAttribute('role', 'status');
  backdrop.setAttribute('aria-live', 'polite');
  const ring = doc.createElement('span');
  ring.className = 'promo-spinner-ring';
  ring.setAttribute('aria-hidden', 'true');
  backdrop.append(ring);
  parent.append(backdrop);
  return () => backdrop.remove();
}
