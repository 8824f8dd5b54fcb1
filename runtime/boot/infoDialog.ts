/**
 * Opens the pre-rendered info <dialog> from any [data-dialog="info"] control; closes on a backdrop
 * click and gives focus back. Looks the dialog up at each click, so a re-rendered page still works.
 */
export function wireInfoDialog(doc: Document) {
  doc.addEventListener('click', (e) => {
    const trigger = (e.target as HTMLElement).closest<HTMLElement>('[data-dialog="info"]');
    const dialog = doc.getElementById('promo-info') as HTMLDialogElement | null;
    if (!trigger || !dialog) return;
    e.preventDefault();
    dialog.addEventListener('close', () => trigger.focus(), { once: true });
    dialog.showModal();
  });
  doc.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    if (target instanceof HTMLDialogElement && target.id === 'promo-info') target.close();
  });
  const dialog = doc.getElementById('promo-info') as HTMLDialogElement | null;
  if (dialog && location.hash === '#promo-info') dialog.showModal();
}
