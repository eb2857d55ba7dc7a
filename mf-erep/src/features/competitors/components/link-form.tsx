import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import type { PlatformLink, ProviderOption } from '@erep/shared/schemas';
import { Alert, Button, SelectField, TextField } from '@erep/shared/ui';
import { ENGAGE_NS } from '../../../i18n/engagement/register';
import styles from '../../../components/erep.module.css';
import { useLinkMutations } from '../api/save-link';

interface LinkFormProps {
  tag: string;
  establishmentId: number;
  providers: ProviderOption[];
  competitorTag: string | null;
  /** Set: editing this link. */
  link?: PlatformLink;
  onDone: () => void;
  idPrefix: string;
}

/** Adds or edits one platform link; the server checks the address (https, the platform's own host). */
export function LinkForm({ tag, establishmentId, providers, competitorTag, link, onDone, idPrefix }: LinkFormProps) {
  const { t } = useTranslation(ENGAGE_NS);
  const [provider, setProvider] = useState(link?.name ?? providers[0]?.name ?? '');
  const [url, setUrl] = useState(link?.url ?? '');
  const { save } = useLinkMutations(tag, establishmentId);
  const template = providers.find((p) => p.name === provider)?.provider_url ?? '';
  const fieldError = (field: string) => {
    const code = apiFieldErrors(save.error)[field]?.[0];
    return code ? t(`competitors.errors.${code}`, { defaultValue: apiErrorText(save.error) }) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ provider, url: url.trim(), competitor_tag: competitorTag, ...(link ? { id: link.id } : {}) }, { onSuccess: onDone });
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit} data-testid="link-form" noValidate>
      <SelectField
        id={`${idPrefix}-provider`}
        label={t('competitors.provider')}
        value={provider}
        onChange={(e) => setProvider(e.target.value)}
        options={providers.map((p) => ({ value: p.name, label: p.name }))}
        error={fieldError('provider')}
      />
      <TextField
        id={`${idPrefix}-url`}
        label={t('competitors.url')}
        type="url"
        inputMode="url"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        hint={template ? t('competitors.urlHint', { example: template.replace('{value1}', '…') }) : undefined}
        error={fieldError('url') ?? fieldError('settings_value1')}
        data-testid="link-url"
      />
      {save.isError && !Object.keys(apiFieldErrors(save.error)).length ? <Alert kind="error" title={apiErrorText(save.error)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} data-testid="link-save">
          {t('competitors.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('competitors.cancel')}
        </Button>
      </div>
    </form>
  );
}
