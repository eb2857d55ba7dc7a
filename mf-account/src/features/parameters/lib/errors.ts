import { ApiRequestError } from '@erep/shared/api';
import { apiErrorText } from '@erep/shared/i18n';
import { fieldError } from '../../../lib/field-error';

const OWN = ['tag', 'logo', 'logo_type', 'logo_too_large', 'logo_unsafe', 'url', 'seller_code', 'last_owner', 'self', 'taken_tag', 'email_taken'];

/** A field error of the parameters forms: their own texts first, the remote's common ones otherwise. */
export function paramFieldError(t: (key: string) => string, field: string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === 'taken') return t(field === 'email' ? 'parameters.validation.email_taken' : 'parameters.validation.taken_tag');
  if (message === 'unknown' && field === 'establishments') return t('parameters.validation.unknown_establishment');
  if (OWN.includes(message)) return t(`parameters.validation.${message}`);
  return fieldError(t, message);
}

/** A failure that is not about one field, with the parameters' own refusals. */
export function paramFailure(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors.network');
    if (error.body.code === 'owner_only') return apiErrorText(error);
    if (error.body.code === 'last_owner') return t('parameters.validation.last_owner');
    if (error.body.code === 'self_change') return t('parameters.validation.self');
    if (error.body.code === 'not_invited') return t('parameters.errors.notInvited');
    if (error.status === 403) return t('errors.forbidden');
  }
  return t('errors.save');
}
