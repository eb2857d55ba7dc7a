import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '@erep/shared/api';
import { currentLanguage } from '@erep/shared/i18n';
import { toBcp47 } from '@erep/shared/rules';
import type { Integration, IntegrationLink, IntegrationProvider, LanguageCode, PlatformLocation } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, EmptyState, SelectField, Spinner, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useConnectIntegration } from '../api/connect-integration';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useAllEstablishments } from '../api/list-establishments';
import { useIntegrations } from '../api/list-integrations';
import { usePlatformLocations } from '../api/list-platform-locations';
import { useSyncIntegration } from '../api/sync-integration';
import { useTiePlatformLocation } from '../api/tie-platform-location';
import { useUntiePlatformLocation } from '../api/untie-platform-location';
import { paramFailure } from '../lib/errors';

const languageOf = (language: string): LanguageCode => (language === 'en' || language === 'sp' ? language : 'fr');
const formatMoment = (iso: string) => new Intl.DateTimeFormat(toBcp47(languageOf(currentLanguage())), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const RETURNS = ['connected', 'denied', 'expired', 'failed'] as const;

/** Review platforms reached through their APIs: connection, locations tied to establishments, sync state (owners only). */
export function PlatformsTab({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const integrations = useIntegrations(tag);
  const [params] = useSearchParams();
  const returned = RETURNS.find((outcome) => params.get('google') === outcome) ?? null;

  if (integrations.isError && integrations.error instanceof ApiRequestError && integrations.error.status === 403) {
    return (
      <Card>
        <p className="account-muted">{t('parameters.errors.ownerOnly')}</p>
      </Card>
    );
  }
  return (
    <>
      {returned ? (
        <div role="status" data-testid="platform-return">
          <Alert kind={returned === 'connected' ? 'success' : 'error'}>{t(`parameters.platforms.returns.${returned}`)}</Alert>
        </div>
      ) : null}
      {integrations.isPending ? (
        <Spinner label={t('loading')} />
      ) : integrations.isError ? (
        <LoadFailed onRetry={integrations.refetch} />
      ) : (
        integrations.data.map((integration) => <Connector key={integration.provider} tag={tag} integration={integration} />)
      )}
    </>
  );
}

function Connector({ tag, integration }: { tag: string; integration: Integration }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const connect = useConnectIntegration(tag);
  const disconnect = useDisconnectIntegration(tag);
  const sync = useSyncIntegration(tag);
  const [confirming, setConfirming] = useState(false);
  const provider = integration.provider;
  const name = t(`parameters.platforms.names.${provider}`);

  const startConnect = async () => {
    try {
      window.location.assign(await connect.mutateAsync(provider));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
  };
  const confirmDisconnect = async () => {
    try {
      await disconnect.mutateAsync(provider);
      notify('success', t('parameters.platforms.disconnected', { name }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
    setConfirming(false);
  };
  const syncNow = async () => {
    try {
      await sync.mutateAsync(provider);
      notify('success', t('parameters.platforms.syncQueued'));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
  };

  return (
    <Card>
      <section className="account-form" aria-labelledby={`platform-${provider}`} data-testid={`platform-${provider}`}>
        <div className="account-toolbar">
          <h3 id={`platform-${provider}`}>
            {name}{' '}
            <span className={integration.state === 'broken' ? 'account-error' : 'account-muted'} data-testid="platform-state">
              {t(`parameters.platforms.states.${integration.state}`)}
            </span>
          </h3>
          <span className="account-row-actions">
            {integration.state === 'connected' ? (
              <>
                <Button size="sm" variant="secondary" loading={sync.isPending} onClick={() => void syncNow()} disabled={integration.links.length === 0}>
                  {t('parameters.platforms.syncNow')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
                  {t('parameters.platforms.disconnect')}
                </Button>
              </>
            ) : integration.state === 'disconnected' || integration.state === 'broken' ? (
              <Button size="sm" loading={connect.isPending} onClick={() => void startConnect()}>
                {t(integration.state === 'broken' ? 'parameters.platforms.reconnect' : 'parameters.platforms.connect')}
              </Button>
            ) : null}
          </span>
        </div>
        {integration.state === 'not_configured' ? (
          <p className="account-muted" data-testid="platform-not-configured">
            {t('parameters.platforms.notConfigured', { name })}
          </p>
        ) : integration.state === 'disconnected' ? (
          <p className="account-muted">{t('parameters.platforms.intro', { name })}</p>
        ) : integration.state === 'broken' ? (
          <p className="account-error" data-testid="platform-broken">
            {t('parameters.platforms.broken', { name })}
          </p>
        ) : (
          <p className="account-muted">{integration.connected_at ? t('parameters.platforms.connectedSince', { date: formatMoment(integration.connected_at) }) : null}</p>
        )}
        {integration.links.length > 0 ? <SyncTable links={integration.links} /> : null}
        {integration.state === 'connected' ? <Locations tag={tag} provider={provider} links={integration.links} /> : null}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('parameters.platforms.disconnectTitle', { name })}
        message={t('parameters.platforms.disconnectMessage', { name })}
        confirmLabel={t('parameters.platforms.disconnect')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={disconnect.isPending}
        onConfirm={() => void confirmDisconnect()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** Last sync time and result of each tied location. */
function SyncTable({ links }: { links: IntegrationLink[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const columns: TableColumn<IntegrationLink>[] = [
    { key: 'establishment', header: t('parameters.platforms.establishment'), render: (row) => row.establishment },
    { key: 'location', header: t('parameters.platforms.location'), render: (row) => row.title ?? row.location },
    { key: 'last', header: t('parameters.platforms.lastSync'), render: (row) => (row.last_sync_at ? formatMoment(row.last_sync_at) : t('parameters.platforms.neverSynced')) },
    {
      key: 'result',
      header: t('parameters.platforms.result'),
      render: (row) =>
        row.last_result === null ? (
          t('parameters.platforms.waiting')
        ) : row.last_result === 'ok' ? (
          t('parameters.platforms.resultOk', { imported: row.imported ?? 0, updated: row.updated ?? 0, removed: row.removed ?? 0 })
        ) : (
          <span className="account-error">{row.last_error === 'revoked' ? t('parameters.platforms.resultRevoked') : t('parameters.platforms.resultError', { reason: row.last_error ?? '' })}</span>
        ),
    },
  ];
  return <Table columns={columns} rows={links} rowKey={(row) => row.establishment_id} caption={t('parameters.platforms.syncCaption')} />;
}

/** The account's locations, each with an establishment picker (the suggested one preselected). */
function Locations({ tag, provider, links }: { tag: string; provider: IntegrationProvider; links: IntegrationLink[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const locations = usePlatformLocations(tag, provider, true);
  const establishments = useAllEstablishments(tag);
  if (locations.isPending || establishments.isPending) return <Spinner label={t('loading')} />;
  if (locations.isError || establishments.isError) return <LoadFailed onRetry={() => void Promise.all([locations.refetch(), establishments.refetch()])} />;
  if (locations.data.length === 0) return <EmptyState title={t('parameters.platforms.noLocations')} />;
  return (
    <section className="account-form" aria-label={t('parameters.platforms.locations')}>
      <h4>{t('parameters.platforms.locations')}</h4>
      {locations.data.map((location) => (
        <LocationRow
          key={location.location}
          tag={tag}
          provider={provider}
          location={location}
          establishments={establishments.data.map((e) => ({ id: e.id, name: e.name }))}
          tiedTo={links.find((l) => l.location === location.location)?.establishment_id ?? location.establishment_id}
        />
      ))}
    </section>
  );
}

function LocationRow({
  tag,
  provider,
  location,
  establishments,
  tiedTo,
}: {
  tag: string;
  provider: IntegrationProvider;
  location: PlatformLocation;
  establishments: { id: number; name: string }[];
  tiedTo: number | null;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const tie = useTiePlatformLocation(tag);
  const untie = useUntiePlatformLocation(tag);
  const [choice, setChoice] = useState<string>(String(tiedTo ?? location.suggested_establishment_id ?? ''));
  const label = location.title ?? location.location;

  const save = async () => {
    try {
      if (choice === '' && tiedTo !== null) await untie.mutateAsync({ provider, establishmentId: tiedTo });
      else if (choice !== '') {
        if (tiedTo !== null && String(tiedTo) !== choice) await untie.mutateAsync({ provider, establishmentId: tiedTo });
        await tie.mutateAsync({ provider, establishmentId: Number(choice), location: location.location });
      }
      notify('success', t('parameters.platforms.tied', { location: label }));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.body.code : undefined;
      notify('error', code === 'location_taken' ? t('parameters.platforms.locationTaken') : paramFailure(t, error));
    }
  };

  return (
    <div className="account-fieldset" data-testid="platform-location">
      <p>
        <strong>{label}</strong>
        {location.address ? <span className="account-muted"> — {location.address}</span> : null}
      </p>
      <div className="account-toolbar">
        <SelectField
          label={t('parameters.platforms.establishmentFor', { location: label })}
          value={choice}
          placeholder={t('parameters.platforms.notTied')}
          options={establishments.map((e) => ({
            value: String(e.id),
            label: e.id === location.suggested_establishment_id && tiedTo === null ? t('parameters.platforms.suggested', { name: e.name }) : e.name,
          }))}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button size="sm" loading={tie.isPending || untie.isPending} disabled={choice === String(tiedTo ?? '')} onClick={() => void save()}>
          {t('parameters.platforms.save')}
        </Button>
      </div>
    </div>
  );
}
