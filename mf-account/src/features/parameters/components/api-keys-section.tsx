import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { currentLanguage } from '@erep/shared/i18n';
import { API_KEY_SCOPES, apiKeyInputSchema, type ApiKey, type ApiKeyScope, type CreatedApiKey, type Establishment } from '@erep/shared/schemas';
import { Alert, Button, Card, CheckboxField, ConfirmDialog, Modal, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useCreateApiKey } from '../api/create-api-key';
import { useAllEstablishments } from '../api/list-establishments';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { paramFailure, paramFieldError } from '../lib/errors';
import { EstablishmentChecks } from './establishment-checks';

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', sp: 'es-ES' };
const when = (iso: string, lng: string) => new Date(iso).toLocaleString(LOCALES[lng] ?? 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

type Errors = Partial<Record<'name' | 'scopes' | 'establishments', string>>;

/** The account's API keys: list, create (the secret is shown once), revoke. */
export function ApiKeysSection({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lng = currentLanguage();
  const keys = useApiKeys(tag);
  const establishments = useAllEstablishments(tag);
  const revoke = useRevokeApiKey(tag);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const nameOf = (id: number) => establishments.data?.find((e) => e.id === id)?.name ?? `#${id}`;

  if (keys.isError && keys.error instanceof ApiRequestError && keys.error.status === 403) {
    return (
      <Card>
        <p className="account-muted">{t('parameters.errors.ownerOnly')}</p>
      </Card>
    );
  }

  const confirmRevoke = async (key: ApiKey) => {
    try {
      await revoke.mutateAsync(key.id);
      notify('success', t('parameters.apiKeys.revoked', { name: key.name }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
    setRevoking(null);
  };

  const columns: TableColumn<ApiKey>[] = [
    { key: 'name', header: t('parameters.apiKeys.name'), render: (row) => row.name },
    { key: 'prefix', header: t('parameters.apiKeys.prefix'), render: (row) => <code>{row.prefix}…</code> },
    { key: 'scopes', header: t('parameters.apiKeys.scopes'), render: (row) => row.scopes.map((s) => t(`parameters.apiKeys.scope.${s}`)).join(', ') },
    {
      key: 'establishments',
      header: t('parameters.apiKeys.establishments'),
      render: (row) => (row.establishments === null ? t('parameters.apiKeys.allEstablishments') : row.establishments.map(nameOf).join(', ')),
    },
    { key: 'created', header: t('parameters.apiKeys.created'), render: (row) => when(row.created_at, lng) },
    { key: 'lastUsed', header: t('parameters.apiKeys.lastUsed'), render: (row) => (row.last_used_at ? when(row.last_used_at, lng) : t('parameters.apiKeys.never')) },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('parameters.actions')}</span>,
      align: 'end',
      render: (row) => (
        <Button size="sm" variant="danger" aria-label={t('parameters.apiKeys.revokeNamed', { name: row.name })} onClick={() => setRevoking(row)}>
          {t('parameters.apiKeys.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <div className="account-toolbar">
        <div>
          <p className="account-muted">{t('parameters.apiKeys.intro')}</p>
          <a className="account-link" href="/api/docs" target="_blank" rel="noreferrer" data-testid="api-reference-link">
            {t('parameters.apiKeys.reference')}
          </a>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="api-key-create">
          {t('parameters.apiKeys.create')}
        </Button>
      </div>
      {keys.isPending ? (
        <Spinner label={t('loading')} />
      ) : keys.isError ? (
        <LoadFailed onRetry={keys.refetch} />
      ) : keys.data.length === 0 ? (
        <p className="account-muted">{t('parameters.apiKeys.empty')}</p>
      ) : (
        <Table columns={columns} rows={keys.data} rowKey={(row) => row.id} pageSize={20} caption={t('parameters.tabs.developer')} />
      )}
      {creating ? (
        <ApiKeyForm
          tag={tag}
          establishments={establishments.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <CreatedKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t('parameters.apiKeys.revokeTitle')}
        message={t('parameters.apiKeys.revokeMessage', { name: revoking?.name ?? '' })}
        confirmLabel={t('parameters.apiKeys.revoke')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={revoke.isPending}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}

function ApiKeyForm({ tag, establishments, onClose, onCreated }: { tag: string; establishments: readonly Establishment[]; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const create = useCreateApiKey(tag);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const fieldText = (field: keyof Errors, message: string) =>
    message === 'access_required' ? t('parameters.apiKeys.accessRequired') : paramFieldError(t, field, message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(apiKeyInputSchema, { name, scopes, establishments: chosen });
    if (!parsed.success) {
      const flat = v.flatten<typeof apiKeyInputSchema>(parsed.issues).nested ?? {};
      const found: Errors = {};
      for (const [field, messages] of Object.entries(flat)) {
        const key = field.split('.')[0] as keyof Errors;
        if (messages?.[0] && !found[key]) found[key] = fieldText(key, messages[0]);
      }
      setErrors(found);
      return;
    }
    try {
      onCreated(await create.mutateAsync(parsed.output));
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.body.errors : undefined;
      if (fields) {
        const found: Errors = {};
        for (const [field, codes] of Object.entries(fields)) {
          if (codes[0] && (field === 'name' || field === 'scopes' || field === 'establishments')) found[field] = fieldText(field, codes[0]);
        }
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return;
        }
      }
      notify('error', paramFailure(t, error));
    }
  };

  const toggleScope = (scope: ApiKeyScope, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));

  return (
    <Modal open size="lg" title={t('parameters.apiKeys.createTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="account-form" data-testid="api-key-form">
        <TextField label={t('parameters.apiKeys.name')} hint={t('parameters.apiKeys.nameHint')} required autoComplete="off" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <fieldset className="account-fieldset" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend>{t('parameters.apiKeys.scopes')}</legend>
          <p className="account-muted">{t('parameters.apiKeys.scopesHint')}</p>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={t(`parameters.apiKeys.scope.${scope}`)}
              hint={t(`parameters.apiKeys.scopeHint.${scope}`)}
              checked={scopes.includes(scope)}
              onChange={(event) => toggleScope(scope, event.target.checked)}
            />
          ))}
          {errors.scopes ? (
            <p id="api-key-scopes-error" className="account-error" role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        {establishments.length > 1 ? (
          <EstablishmentChecks
            legend={t('parameters.apiKeys.establishments')}
            hint={t('parameters.apiKeys.establishmentsHint')}
            establishments={establishments}
            chosen={chosen}
            onChange={setChosen}
            error={errors.establishments}
            errorId="api-key-establishments-error"
          />
        ) : null}
        <div className="account-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('parameters.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('parameters.apiKeys.createSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The secret, once: it is never sent again, so the dialog says so and offers to copy it. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      notify('success', t('parameters.apiKeys.copied'));
    } catch {
      notify('warning', t('parameters.apiKeys.copyFailed'));
    }
  };
  return (
    <Modal
      open
      size="lg"
      title={t('parameters.apiKeys.createdTitle', { name: created.name })}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()} data-testid="api-key-copy">
            {t(copied ? 'parameters.apiKeys.copiedShort' : 'parameters.apiKeys.copy')}
          </Button>
          <Button onClick={onClose}>{t('parameters.apiKeys.done')}</Button>
        </>
      }
    >
      <Alert kind="warning">{t('parameters.apiKeys.once')}</Alert>
      <p>
        <code className="account-secret" data-testid="api-key-secret">
          {created.key}
        </code>
      </p>
    </Modal>
  );
}
