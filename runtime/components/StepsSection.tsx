/** A titled, numbered list of steps from the campaign text ("How to take part", "How to get it"…). */
export function StepsSection({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <section className="wrap section" aria-labelledby={id}>
      <h2 className="sec-title" id={id}>
        {title}
      </h2>
      <ol className="steps">
        {steps.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
