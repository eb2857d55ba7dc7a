import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../../../lib/sections';
import { LOGO_MAX_BYTES, readLogo } from '../lib/logo-file';

/** A logo as an https address, or a small image file read into the form. */
export function LogoField({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string | undefined }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const fileId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  // The chosen file's name, so a refusal says which logo it is about.
  const [fileName, setFileName] = useState<string | null>(null);
  const inline = value.startsWith('data:');
  return (
    <div className="account-logo-field">
      {inline ? (
        <p className="account-muted">{t('parameters.logo.fromFile')}</p>
      ) : (
        <TextField label={t('parameters.logo.url')} type="url" placeholder="https://" value={value} onChange={(event) => onChange(event.target.value)} error={error} />
      )}
      <div className="account-logo-field__row">
        {value ? <img src={value} alt={t('parameters.logo.preview')} className="account-logo-field__img" /> : null}
        <label htmlFor={fileId} className="account-file-label">
          {t('parameters.logo.file', { size: Math.round(LOGO_MAX_BYTES / 1000) })}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setFileName(file.name);
            const read = await readLogo(file);
            setFileError(read.ok ? null : t(`parameters.logo.${read.reason}`));
            if (read.ok) onChange(read.url);
          }}
        />
        {value ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => {
              setFileName(null);
              setFileError(null);
              onChange('');
            }}>
            {t('parameters.logo.remove')}
          </Button>
        ) : null}
      </div>
      {(fileError ?? (inline ? error : undefined)) ? (
        <p className="account-error" role="alert" data-testid="logo-error">
          {fileName
            ? t('parameters.logo.refusedFile', { name: fileName, reason: fileError ?? error })
            : t('parameters.logo.refusedCurrent', { reason: fileError ?? error })}
        </p>
      ) : null}
    </div>
  );
}
