/** Terms and conditions as a numbered list; campaign text is plain text, never HTML. */
export function Terms({ items, title = 'Terms and conditions' }: { items: readonly string[] | undefined; title?: string }) {
  if (!items?.length) return null;
  return (
    <section className="terms" aria-labelledby="terms-title">
      <h2 id="terms-title">{title}</h2>
      <ol>{items.map((t, i) => <li key={i}>{t}</li>)}</ol>
    </section>
  );
}
