/** Body paragraphs of campaign text (plain text, never HTML). */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p, i) => (
        <p key={i} className="prose">
          {p}
        </p>
      ))}
    </>
  );
}
