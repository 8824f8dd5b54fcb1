/** A titled section of the campaign's body paragraphs ("About the offer", "How to play"…). */
export function ProseSection({ id, title, paragraphs }: { id: string; title: string; paragraphs: readonly string[] }) {
  return (
    <section className="wrap section" aria-labelledby={id}>
      <h2 className="sec-title" id={id}>{title}</h2>
      {paragraphs.map((p, i) => <p key={i} className="prose">{p}</p>)}
    </section>
  );
}
