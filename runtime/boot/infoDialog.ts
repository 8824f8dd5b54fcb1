/** Opens the pre-rendered info <dialog> from any [data-dialog="info"] control; closes on backdrop click. */
export function wireInfoDialog(doc: Document) {
  const dialog = doc.getElementById('promo-info') as HTMLDialogElement | null;
  if (!dialog) return;
  let opener: HTMLElement | null = null;
  doc.addEventListener('click', (e) => {
    const trigger = (e.target as HTMLElement).closest<HTMLElement>('[data-dialog="info"]');
    if (!trigger) return;
    e.preventDefault();
    opener = trigger;
    dialog.showModal();
  });
  dialog.addEventListener('click', (e) => { if (e.target === dialog) dialog.close(); });
  dialog.addEventListener('close', () => opener?.focus());
  if (location.hash === '#promo-info') dialog.showModal();
}
