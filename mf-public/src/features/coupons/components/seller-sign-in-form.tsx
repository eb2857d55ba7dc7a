import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sellerAuthSchema, type SellerAuthInput } from '@erep/shared/schemas';
import { Field } from '../../../components/field';
import { fieldErrorMessage, showServerErrors } from '../../../lib/form-errors';
import { errorStatus } from '../../../lib/request-error';
import { useSignInSeller } from '../api/sign-in-seller';

/**
 * The establishment's seller code, typed once per shift on the shop's device: a wrong code or too many
 * tries are said in an alert; `ended` tells that the previous session was ended (code changed, expired).
 */
export function SellerSignInForm({ customer, ended, onSignedIn }: { customer: string; ended: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('public');
  const signIn = useSignInSeller(customer);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SellerAuthInput>({ resolver: valibotResolver(sellerAuthSchema), defaultValues: { code: '' } });
  const onSubmit = async (values: SellerAuthInput) => {
    setServerError(null);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      const text = showServerErrors(error, ['code'], setError);
      const status = errorStatus(error);
      setServerError(status === 401 ? t('seller.wrong') : status === 429 ? t('feedback.errors.rate_limited') : text);
    }
  };
  return (
    <>
      {ended && !serverError ? (
        <p className="pf-warning" role="alert">
          <span>{t('seller.ended')}</span>
        </p>
      ) : null}
      {serverError ? (
        <p className="pf-alert" role="alert">
          {serverError}
        </p>
      ) : null}
      <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id="seller-code" label={t('seller.code')} error={errors.code ? fieldErrorMessage(t, errors.code.message) : null}>
          {(a) => <input {...a} type="password" inputMode="numeric" autoComplete="one-time-code" {...register('code')} />}
        </Field>
        <button className="pf-button" type="submit" disabled={isSubmitting}>
          {t('seller.submit')}
        </button>
      </form>
    </>
  );
}
