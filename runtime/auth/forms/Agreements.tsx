/** The two agreement boxes (preset as accepted) and the optional newsletter box. */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { FieldError } from './Field.tsx';
import { heldBlur } from './heldBlur.ts';
import { tagParts } from '../../i18n/tagParts.ts';

function Check({ name, label }: { name: 'checkbox1' | 'checkbox2' | 'newsletter'; label: ReactNode }) {
  const id = useId();
  const { register, formState } = useFormContext<Record<typeof name, boolean>>();
  const error = formState.errors[name]?.message as string | undefined;
  // An unticked required box is marked (aria-invalid, .check-invalid) even though its message is empty.
  return (
    <div className={`check${error !== undefined ? ' check-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error !== undefined}
        aria-describedby={error?.trim() ? `${id}-error` : undefined}
        // In the markup too (react-hook-form sets it on mount): the pre-rendered dialog shows the preset box ticked.
        defaultChecked={formState.defaultValues?.[name] === true}
        {...heldBlur(register(name), !formState.touchedFields[name])}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The first box's sentence from the locale file: <rules>…</rules> is its one tag, a link to the rules
 * around that text. Every part is React text (campaign and locale text never becomes HTML); without
 * the tag the sentence is shown as it is.
 */
function RulesSentence({ text, href }: { text: string; href: string }) {
  const parts = tagParts(text, 'rules');
  if (!parts) return text;
  return (
    <>
      {parts.before}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {parts.inner}
      </a>
      {parts.after}
    </>
  );
}

export function Agreements({ second, newsletter }: { second: boolean; newsletter: boolean }) {
  const { t } = useTranslation();
  const { boot } = useRuntime();
  return (
    <div className="checks">
      <Check
        name="checkbox1"
        label={<RulesSentence text={t('auth.checkbox1')} href={`${boot.site.hosts.mainApp}/rules`} />}
      />
      {second && <Check name="checkbox2" label={t('auth.checkbox2')} />}
      {newsletter && <Check name="newsletter" label={t('auth.newsletter')} />}
    </div>
  );
}
