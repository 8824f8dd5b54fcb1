import type { Fact } from '../content/Fact.ts';

/** The key facts of an offer under the hero, as a description list; nothing when there are none. */
export function FactsList({ items, className }: { items: readonly Fact[]; className: string }) {
  if (!items.length) return null;
  return (
    <div className={`wrap ${className}`}>
      <dl className="facts">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
