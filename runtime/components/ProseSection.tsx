import { Paragraphs } from './Paragraphs.tsx';

/** A titled section of the campaign's body paragraphs ("About the offer", "How to play"…). */
export function ProseSection({
  id,
  title,
  paragraphs,
  className,
}: {
  id: string;
  title: string;
  paragraphs: readonly string[];
  className?: string;
}) {
  return (
    <section className={className ? `wrap section ${className}` : 'wrap section'} aria-labelledby={id}>
      <h2 className="sec-title" id={id}>
        {title}
      </h2>
      <Paragraphs items={paragraphs} />
    </section>
  );
}
