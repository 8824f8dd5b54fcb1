/** Promo code with apply and cancel, checked against the API before registration. */
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { promoProblem } from './validation.ts';
import { useRuntime } from '../../context/RuntimeContext.tsx';
import { asApiError, isServerSide } from '../api/ApiError.ts';
import { parseAnswer, PromoCheckAnswer } from '../api/answers.ts';
import { FieldError } from './Field.tsx';

export function PromoField() {
  const id = useId();
  const { t } = useTranslation();
  const { register, getValues, setValue, watch } = useFormContext<{ promo: string; isPromo: boolean }>();
  const isPromo = watch('isPromo');
  const { api } = useRuntime();
  const [state, setState] = useState<{ busy: boolean; error?: string; description?: string }>({ busy: false });

  const apply = async () => {
    const code = getValues('promo');
    const problem = promoProblem(code);
    if (problem) {
      setState({ busy: false, error: problem });
      return;
    }
    setState({ busy: true });
    try {
      const res = parseAnswer(
        PromoCheckAnswer,
        await api.get<unknown>('/bonuses/promo/check', { params: { code: code.trim() }, auth: false }),
      );
      setValue('isPromo', true);
      setState({ busy: false, description: res.description ?? code.trim() });
    } catch (e) {
      const err = asApiError(e);
      // Spec 8: reason badRequest = no longer active; any other refusal = does not exist. A failure of
      // the server or the connection is not a verdict on the code: it says so instead.
      const error =
        err.first.reason === 'badRequest'
          ? 'promo.notActive'
          : err.kind === 'network'
            ? err.message
            : isServerSide(err)
              ? 'notify.oops'
              : 'promo.notFound';
      setState({ busy: false, error });
    }
  };
  const cancel = () => {
    setValue('isPromo', false);
    setValue('promo', '');
    setState({ busy: false });
  };

  return (
    <div className={`field${state.error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t('promo.label')}</label>
      <div className="field-control field-promo">
        <input
          id={id}
          autoComplete="off"
          maxLength={12}
          readOnly={isPromo}
          aria-invalid={!!state.error}
          aria-describedby={state.error ? `${id}-error` : state.description ? `${id}-ok` : undefined}
          {...register('promo')}
        />
        {isPromo ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={cancel}>
            {t('promo.cancel')}
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-small" onClick={apply} disabled={state.busy}>
            {t('promo.apply')}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={state.error} />
      {isPromo && state.description && (
        <p id={`${id}-ok`} className="field-ok" role="status">
          {t('promo.applied', { description: state.description })}
        </p>
      )}
    </div>
  );
}
