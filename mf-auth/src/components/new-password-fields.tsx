import { useTranslation } from 'react-i18next';
import { TextField } from '@erep/shared/ui';
import { fieldError } from '../lib/field-error';

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The server's field errors, by field name. */
  errors: Record<string, string[]>;
}

/** A new password and its confirmation, as the reset and invitation pages ask for them. */
export function NewPasswordFields({ labels, password, confirmation, onPassword, onConfirmation, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t('signUp.passwordHint')}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={fieldError(t, errors.password?.[0])}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={fieldError(t, errors.confirmation?.[0])}
      />
    </>
  );
}
