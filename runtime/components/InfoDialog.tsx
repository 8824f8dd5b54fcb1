import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedText } from '../content/resolveText.ts';

/**
 * The promotion information dialog, pre-rendered in the language the route's {id} picks.
 * Native <dialog>: the boot script opens it with showModal() (focus, Escape and inertness for free).
 */
export function InfoDialog({
  text,
  lang,
  widthPercent,
}: {
  text: ResolvedText;
  lang: string /** Campaign features.infoDialogWidth. */;
  widthPercent?: number;
}) {
  const { t } = useTranslation();
  const info = text.info;
  if (!info) return null;
  // A custom property, so that base.css still gives phones the full width.
  const style = widthPercent ? ({ '--info-width': `${widthPercent}%` } as CSSProperties) : undefined;
  return (
    <dialog className="promo-dialog" id="promo-info" aria-labelledby="promo-info-title" lang={lang} style={style}>
      <div className="dialog-head">
        <h2 id="promo-info-title">{info.title ?? text.title}</h2>
        <form method="dialog">
          <button type="submit" className="icon-btn" aria-label={t('common.close')}>
            ×
          </button>
        </form>
      </div>
      <div className="dialog-body">
        {info.body.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </dialog>
  );
}
