import { useTranslation } from 'react-i18next';

/** Terms and conditions as a numbered list; campaign text is plain text, never HTML. */
export function Terms({ items, title }: { items: readonly string[] | undefined; title?: string }) {
  const { t } = useTranslation();
  if (!items?.length) return null;
  return (
    <section className="terms" aria-labelledby="terms-title">
      <h2 id="terms-title">{title ?? t('page.terms')}</h2>
      <ol>
        {items.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
