import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import type { AdminContact } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, Page, SelectField, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { useEraseContact } from './api/erase-contact';
import { useExportContactData } from './api/export-contact-data';
import { useExportContacts } from './api/export-contacts';
import { useContacts, type ContactFilters } from './api/get-contacts';
import { useEstablishments } from './api/get-establishments';
import { FilterForm, LeadgenBreadcrumbs, ListResults, download, useListFilters } from '../../components/record-list';
import styles from '../../components/record-list.module.css';

const EMPTY: ContactFilters = { q: '', establishment: '', consent: '', subscribed: '' };

/** The contacts the feedback pages collected: search, filters, CSV of those who consented, GDPR export and erasure. */
export function ContactsPage({ tag, area }: FeatureProps) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const list = useListFilters(EMPTY);
  const { draft, filters, page } = list;
  const [erasing, setErasing] = useState<AdminContact | null>(null);
  const contacts = useContacts(tag, filters, page);
  const places = useEstablishments(tag);
  const csv = useExportContacts(tag);
  const gdpr = useExportContactData(tag);
  const erase = useEraseContact(tag);
  const title = t('sections.contact.title');
  const locale = i18n.language === 'sp' ? 'es' : i18n.language;
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const set = list.field;
  const all = { value: '', label: t('contacts.filters.all') };
  const yesNo = [all, { value: 'yes', label: t('contacts.filters.yes') }, { value: 'no', label: t('contacts.filters.no') }];

  const results = (
    <ListResults list={contacts} texts="contacts" testId="contacts" filtered={list.filtered} onPage={list.setPage}>
      {(rows) => (
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
            {rows.map((c) => {
              const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
              return (
                <tr key={c.tag} data-testid="contact-row">
                  <td>
                    {name ? <strong>{name}</strong> : null}
                    <div>{c.email}</div>
                    {c.unsubscribed_at ? <div className={styles.muted}>{t('contacts.unsubscribedOn', { date: day(c.unsubscribed_at) })}</div> : null}
                  </td>
                  <td>{c.establishment?.name ?? '—'}</td>
                  <td data-testid="contact-consent">
                    {c.consent_at ? t('contacts.consentOn', { date: day(c.consent_at) }) : t('contacts.noConsent')}
                    {c.consent_text ? (
                      <details className={styles.muted}>
                        <summary>{t('contacts.consentWording')}</summary>
                        <q>{c.consent_text}</q>
                      </details>
                    ) : null}
                  </td>
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
      )}
    </ListResults>
  );

  return (
    <Page title={title} description={t('sections.contact.description')} testId="leadgen-contact">
      {area === 'leadgen' && <LeadgenBreadcrumbs title={title} />}
      <Card>
        <FilterForm
          texts="contacts"
          testId="contacts"
          onApply={list.apply}
          onClear={list.clear}
          exporter={{ isPending: csv.isPending, label: t('contacts.exportCsv'), run: () => csv.mutateAsync(filters), file: `contacts-${tag}.csv`, failed: t('contacts.errors.export') }}
          hint={t('contacts.exportHint')}
        >
          <TextField type="search" label={t('contacts.filters.q')} value={draft.q} onChange={set('q')} data-testid="contacts-q" />
          <SelectField
            label={t('contacts.filters.establishment')}
            value={draft.establishment}
            onChange={set('establishment')}
            options={[all, ...(places.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))]}
          />
          <SelectField label={t('contacts.filters.consent')} value={draft.consent} onChange={set('consent')} options={yesNo} />
          <SelectField label={t('contacts.filters.subscribed')} value={draft.subscribed} onChange={set('subscribed')} options={yesNo} />
        </FilterForm>
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
