import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { useBreadcrumbs } from '@erep/shared/bus';
import type { FeatureProps } from '@erep/shared/federation';
import type { AdminContact } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Page, Pagination, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { useEraseContact } from './api/erase-contact';
import { useExportContactData } from './api/export-contact-data';
import { useExportContacts } from './api/export-contacts';
import { useContacts, type ContactFilters } from './api/get-contacts';
import { useEstablishments } from './api/get-establishments';
import styles from '../../components/record-list.module.css';

const EMPTY: ContactFilters = { q: '', establishment: '', consent: '', subscribed: '' };

function Breadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}

function download(content: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The contacts the feedback pages collected: search, filters, CSV of those who consented, GDPR export and erasure. */
export function ContactsPage({ tag, area }: FeatureProps) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const [draft, setDraft] = useState<ContactFilters>(EMPTY);
  const [filters, setFilters] = useState<ContactFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [erasing, setErasing] = useState<AdminContact | null>(null);
  const contacts = useContacts(tag, filters, page);
  const places = useEstablishments(tag);
  const csv = useExportContacts(tag);
  const gdpr = useExportContactData(tag);
  const erase = useEraseContact(tag);
  const title = t('sections.contact.title');
  const locale = i18n.language === 'sp' ? 'es' : i18n.language;
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const set = (key: keyof ContactFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const all = { value: '', label: t('contacts.filters.all') };
  const yesNo = [all, { value: 'yes', label: t('contacts.filters.yes') }, { value: 'no', label: t('contacts.filters.no') }];

  let results = null;
  if (contacts.isPending) results = <Spinner label={t('contacts.loading')} />;
  else if (contacts.isError) {
    results = (
      <Alert kind="error" title={t(contacts.error instanceof ApiRequestError && contacts.error.status === 403 ? 'contacts.errors.forbidden' : 'contacts.errors.load')}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void contacts.refetch()}>
          {t('contacts.retry')}
        </Button>
      </Alert>
    );
  } else if (contacts.data.total === 0) {
    const filtered = Object.values(filters).some(Boolean);
    results = <EmptyState title={t(filtered ? 'contacts.noMatch' : 'contacts.empty.title')} description={filtered ? undefined : t('contacts.empty.description')} />;
  } else {
    const data = contacts.data;
    results = (
      <>
        <p role="status" data-testid="contacts-total">
          {t('contacts.total', { count: data.total })}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="contacts-table">
            <caption className="erep-visually-hidden">{t('contacts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contacts.columns.person')}</th>
                <th scope="col">{t('contacts.columns.establishment')}</th>
                <th scope="col">{t('contacts.columns.consent')}</th>
                <th scope="col">{t('contacts.columns.visits')}</th>
                <th scope="col">{t('contacts.columns.reviews')}</th>
                <th scope="col">{t('contacts.columns.coupons')}</th>
                <th scope="col">
                  <span className="erep-visually-hidden">{t('contacts.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((c) => {
                const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
                return (
                  <tr key={c.tag} data-testid="contact-row">
                    <td>
                      {name ? <strong>{name}</strong> : null}
                      <div>{c.email}</div>
                      {c.unsubscribed_at ? <div className={styles.muted}>{t('contacts.unsubscribedOn', { date: day(c.unsubscribed_at) })}</div> : null}
                    </td>
                    <td>{c.establishment?.name ?? '—'}</td>
                    <td>{c.consent_at ? t('contacts.consentOn', { date: day(c.consent_at) }) : t('contacts.noConsent')}</td>
                    <td>
                      {t('contacts.firstVisit', { date: day(c.first_visit) })}
                      <div className={styles.muted}>{t('contacts.lastVisit', { date: day(c.last_visit) })}</div>
                    </td>
                    <td>{c.reviews}</td>
                    <td>{c.coupons}</td>
                    <td>
                      <div className={styles.toolbar}>
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          loading={gdpr.isPending && gdpr.variables === c.tag}
                          aria-label={t('contacts.gdprExportNamed', { email: c.email })}
                          data-testid="contact-gdpr-export"
                          onClick={() =>
                            gdpr.mutate(c.tag, {
                              onSuccess: (dump) => download(JSON.stringify(dump, null, 2), `contact-${c.tag}.json`, 'application/json'),
                              onError: () => notify('error', t('contacts.errors.export')),
                            })
                          }
                        >
                          {t('contacts.gdprExport')}
                        </Button>
                        <Button type="button" size="sm" variant="danger" aria-label={t('contacts.eraseNamed', { email: c.email })} data-testid="contact-erase" onClick={() => setErasing(c)}>
                          {t('contacts.erase')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {data.total > data.per_page ? <Pagination page={data.page} pageCount={Math.ceil(data.total / data.per_page)} onChange={setPage} /> : null}
      </>
    );
  }

  return (
    <Page title={title} description={t('sections.contact.description')} testId="leadgen-contact">
      {area === 'leadgen' && <Breadcrumbs title={title} />}
      <Card>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilters(draft);
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className="erep-visually-hidden">{t('contacts.filters.legend')}</legend>
            <TextField type="search" label={t('contacts.filters.q')} value={draft.q} onChange={set('q')} data-testid="contacts-q" />
            <SelectField
              label={t('contacts.filters.establishment')}
              value={draft.establishment}
              onChange={set('establishment')}
              options={[all, ...(places.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))]}
            />
            <SelectField label={t('contacts.filters.consent')} value={draft.consent} onChange={set('consent')} options={yesNo} />
            <SelectField label={t('contacts.filters.subscribed')} value={draft.subscribed} onChange={set('subscribed')} options={yesNo} />
          </fieldset>
          <div className={styles.toolbar}>
            <Button type="submit" data-testid="contacts-search">
              {t('contacts.search')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setFilters(EMPTY);
                setPage(1);
              }}
            >
              {t('contacts.clear')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={csv.isPending}
              onClick={() =>
                csv.mutate(filters, {
                  onSuccess: (text) => download(text, `contacts-${tag}.csv`, 'text/csv;charset=utf-8'),
                  onError: () => notify('error', t('contacts.errors.export')),
                })
              }
              data-testid="contacts-export"
            >
              {t('contacts.exportCsv')}
            </Button>
          </div>
          <p className={styles.muted}>{t('contacts.exportHint')}</p>
        </form>
        {results}
      </Card>
      {erasing ? (
        <ConfirmDialog
          title={t('contacts.confirmErase.title')}
          message={t('contacts.confirmErase.message', { email: erasing.email })}
          confirmLabel={t('contacts.erase')}
          variant="danger"
          loading={erase.isPending}
          onCancel={() => setErasing(null)}
          onConfirm={() =>
            erase.mutate(erasing.tag, {
              onSuccess: (done) => {
                notify('success', t('contacts.erased', { reviews: done.reviews_anonymised, coupons: done.coupons_cancelled }));
                setErasing(null);
              },
              onError: () => {
                notify('error', t('contacts.errors.erase'));
                setErasing(null);
              },
            })
          }
        />
      ) : null}
    </Page>
  );
}
