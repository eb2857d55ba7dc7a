import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Establishment } from '@erep/shared/schemas';
import { Alert, Button, ConfirmDialog, TextField, notify } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useRotateSellerCode } from '../api/rotate-seller-code';
import { paramFailure, paramFieldError } from '../lib/errors';

/**
 * The seller code of one establishment: only its hash is kept, so a new one is shown once. Changing
 * it ends every seller session opened with the old code at this establishment.
 */
export function SellerCodeSection({ tag, establishment }: { tag: string; establishment: Establishment }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const rotate = useRotateSellerCode(tag);
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async () => {
    setConfirming(false);
    try {
      const result = await rotate.mutateAsync({ id: establishment.id, code: chosen.trim() === '' ? null : chosen.trim() });
      setShown(result.code);
      setChosen('');
      setError(undefined);
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.body.errors?.code?.[0] : undefined;
      if (field) setError(paramFieldError(t, 'code', field));
      else notify('error', paramFailure(t, failure));
    }
  };

  return (
    <section aria-labelledby="seller-title">
      <h2 id="seller-title" className="account-subtitle">
        {t('parameters.seller.title', { name: establishment.name })}
      </h2>
      <p className="account-muted">{t('parameters.seller.intro')}</p>
      {/* Existing establishments may have none: a hashed code cannot be shown, so it is said plainly. */}
      {establishment.seller_code_set ? (
        <p data-testid="seller-code-status" data-set="true">
          {t('parameters.seller.status', { name: establishment.name })}
        </p>
      ) : (
        <Alert kind="warning">
          <span data-testid="seller-code-status" data-set="false">
            {t('parameters.seller.notSet', { name: establishment.name })}
          </span>
        </Alert>
      )}
      {shown ? (
        <Alert kind="success" title={t('parameters.seller.newCode')}>
          <p>
            <strong className="account-code" data-testid="seller-code">
              {shown}
            </strong>
          </p>
          <p>{t('parameters.seller.onceOnly')}</p>
        </Alert>
      ) : null}
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.trim() !== '' && !/^[0-9]{4,8}$/.test(chosen.trim())) {
            setError(t('parameters.validation.seller_code'));
            return;
          }
          setConfirming(true);
        }}
      >
        <TextField
          label={t('parameters.seller.choose')}
          hint={t('parameters.seller.chooseHint')}
          inputMode="numeric"
          autoComplete="off"
          value={chosen}
          error={error}
          onChange={(event) => setChosen(event.target.value)}
        />
        <div className="account-actions">
          <Button type="submit" loading={rotate.isPending} data-testid="seller-rotate">
            {t(establishment.seller_code_set ? 'parameters.seller.rotate' : 'parameters.seller.create')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t(establishment.seller_code_set ? 'parameters.seller.confirmTitle' : 'parameters.seller.createTitle')}
        message={t(establishment.seller_code_set ? 'parameters.seller.confirmMessage' : 'parameters.seller.createMessage', { name: establishment.name })}
        confirmLabel={t(establishment.seller_code_set ? 'parameters.seller.rotate' : 'parameters.seller.create')}
        cancelLabel={t('parameters.cancel')}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
