import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { currentLanguage } from '@erep/shared/i18n';
import { toBcp47 } from '@erep/shared/rules';
import { WEBHOOK_EVENTS, webhookInputSchema, type CreatedWebhookEndpoint, type LanguageCode, type WebhookEndpoint, type WebhookEvent } from '@erep/shared/schemas';
import { Button, Card, CheckboxField, ConfirmDialog, EmptyState, Modal, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { useSendTestWebhook } from '../api/test-webhook';
import { paramFailure } from '../lib/errors';

type Delivery = WebhookEndpoint['deliveries'][number];

const languageOf = (language: string): LanguageCode => (language === 'en' || language === 'sp' ? language : 'fr');
const formatMoment = (iso: string) => new Intl.DateTimeFormat(toBcp47(languageOf(currentLanguage())), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Signed webhooks: the endpoints integrations receive the account's events at, with their delivery log (owners only). */
export function WebhooksSection({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const webhooks = useWebhooks(tag);
  const remove = useDeleteWebhook(tag);
  const test = useSendTestWebhook(tag);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);

  if (webhooks.isError && webhooks.error instanceof ApiRequestError && webhooks.error.status === 403) {
    return (
      <Card>
        <p className="account-muted">{t('parameters.errors.ownerOnly')}</p>
      </Card>
    );
  }

  const sendTest = async (endpoint: WebhookEndpoint) => {
    try {
      await test.mutateAsync(endpoint.id);
      notify('success', t('parameters.webhooks.testQueued', { url: endpoint.url }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
  };

  const confirmRemove = async (endpoint: WebhookEndpoint) => {
    try {
      await remove.mutateAsync(endpoint.id);
      notify('success', t('parameters.webhooks.removed', { url: endpoint.url }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
    setRemoving(null);
  };

  const deliveryColumns: TableColumn<Delivery>[] = [
    { key: 'event', header: t('parameters.webhooks.event'), render: (row) => <code>{row.event_type}</code> },
    { key: 'state', header: t('parameters.webhooks.deliveryState'), render: (row) => t(`parameters.webhooks.deliveryStates.${row.state}`) },
    { key: 'status', header: t('parameters.webhooks.status'), render: (row) => (row.status === null ? '—' : String(row.status)) },
    { key: 'attempts', header: t('parameters.webhooks.attempts'), align: 'end', render: (row) => String(row.attempts) },
    { key: 'time', header: t('parameters.webhooks.time'), render: (row) => formatMoment(row.last_attempt_at ?? row.created_at) },
  ];

  return (
    <Card>
      <div className="account-toolbar">
        <p className="account-muted">{t('parameters.webhooks.intro')}</p>
        <Button onClick={() => setAdding(true)} data-testid="webhook-add">
          {t('parameters.webhooks.add')}
        </Button>
      </div>
      {webhooks.isPending ? (
        <Spinner label={t('loading')} />
      ) : webhooks.isError ? (
        <LoadFailed onRetry={webhooks.refetch} />
      ) : webhooks.data.length === 0 ? (
        <EmptyState title={t('parameters.webhooks.empty')} />
      ) : (
        webhooks.data.map((endpoint) => (
          <section key={endpoint.id} className="account-fieldset" aria-label={endpoint.url} data-testid="webhook-endpoint">
            <div className="account-toolbar">
              <h3>
                <code>{endpoint.url}</code>{' '}
                <span className={endpoint.state === 'active' ? 'account-muted' : 'account-error'} data-testid="webhook-state">
                  {t(`parameters.webhooks.states.${endpoint.state}`)}
                </span>
              </h3>
              <span className="account-row-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('parameters.webhooks.testNamed', { url: endpoint.url })}
                  loading={test.isPending && test.variables === endpoint.id}
                  onClick={() => void sendTest(endpoint)}
                >
                  {t('parameters.webhooks.test')}
                </Button>
                <Button size="sm" variant="danger" aria-label={t('parameters.removeNamed', { name: endpoint.url })} onClick={() => setRemoving(endpoint)}>
                  {t('parameters.remove')}
                </Button>
              </span>
            </div>
            <p className="account-muted">{endpoint.events.join(', ')}</p>
            {endpoint.deliveries.length === 0 ? (
              <p className="account-muted">{t('parameters.webhooks.noDeliveries')}</p>
            ) : (
              <Table columns={deliveryColumns} rows={endpoint.deliveries} rowKey={(row) => row.id} caption={t('parameters.webhooks.deliveries')} />
            )}
          </section>
        ))
      )}
      {adding ? (
        <WebhookForm
          tag={tag}
          onClose={() => setAdding(false)}
          onCreated={(endpoint) => {
            setAdding(false);
            setCreated(endpoint);
          }}
        />
      ) : null}
      <Modal open={created !== null} title={t('parameters.webhooks.secretTitle')} onClose={() => setCreated(null)}>
        <p>{t('parameters.webhooks.secretOnce')}</p>
        <p>
          <code data-testid="webhook-secret">{created?.secret}</code>
        </p>
        <div className="account-actions">
          <Button onClick={() => setCreated(null)}>{t('parameters.webhooks.secretDone')}</Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('parameters.webhooks.removeTitle')}
        message={t('parameters.webhooks.removeMessage', { url: removing?.url ?? '' })}
        confirmLabel={t('parameters.remove')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

/** The URL and the events of a new endpoint. */
function WebhookForm({ tag, onClose, onCreated }: { tag: string; onClose: () => void; onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const create = useCreateWebhook(tag);
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(webhookInputSchema, { url, events });
    if (!parsed.success) {
      const flat = v.flatten<typeof webhookInputSchema>(parsed.issues).nested ?? {};
      setErrors({ url: flat.url ? t('parameters.webhooks.invalidUrl') : undefined, events: flat.events ? t('parameters.webhooks.noEvents') : undefined });
      return;
    }
    try {
      onCreated(await create.mutateAsync(parsed.output));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.body.code : undefined;
      if (code === 'unsafe_address' || code === 'https_required') setErrors({ url: t(`parameters.webhooks.${code}`) });
      else notify('error', paramFailure(t, error));
    }
  };

  return (
    <Modal open size="lg" title={t('parameters.webhooks.addTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="account-form" data-testid="webhook-form">
        <TextField label={t('parameters.webhooks.url')} type="url" required value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
        <fieldset className="account-fieldset" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend>{t('parameters.webhooks.events')}</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <CheckboxField
              key={name}
              label={`${t(`parameters.webhooks.eventNames.${name.replace('.', '_')}`)} (${name})`}
              checked={events.includes(name)}
              onChange={(e) => setEvents((list) => (e.target.checked ? [...list, name] : list.filter((item) => item !== name)))}
            />
          ))}
          {errors.events ? (
            <p id="webhook-events-error" className="account-error" role="alert">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div className="account-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('parameters.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('parameters.webhooks.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
