import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import { apiErrorText } from '@erep/shared/i18n';
import { COUPON_STATES, type AdminCoupon } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, Page, SelectField, TextField, notify } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { LEADGEN_NS } from '../../i18n/register';
import { useExportCoupons } from './api/export-coupons';
import { useCoupons, type CouponFilters } from './api/get-coupons';
import { useFilterOptions } from './api/get-filter-options';
import { useValidateCoupon } from './api/validate-coupon';
import { FilterForm, LeadgenBreadcrumbs, ListResults, useListFilters } from '../../components/record-list';
import styles from '../../components/record-list.module.css';

const EMPTY: CouponFilters = { q: '', state: '', advantage: '', establishment: '' };

/** Every coupon issued, its state, search and filters, manual validation and CSV export. Exposed as `./discount-coupons`. */
export function DiscountCouponsPage({ tag, area }: FeatureProps) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const list = useListFilters(EMPTY);
  const { draft, filters, page } = list;
  const [validating, setValidating] = useState<AdminCoupon | null>(null);
  const coupons = useCoupons(tag, filters, page);
  const options = useFilterOptions(tag);
  const exporter = useExportCoupons(tag);
  const validate = useValidateCoupon(tag);
  const title = t('sections.discountCoupon.title');
  const locale = i18n.language === 'sp' ? 'es' : i18n.language;
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const set = list.field;
  const all = { value: '', label: t('discountCoupons.filters.all') };

  const results = (
    <ListResults list={coupons} texts="discountCoupons" testId="coupons" filtered={list.filtered} onPage={list.setPage}>
      {(rows) => (
        <table className={styles.table} data-testid="coupons-table">
          <caption className="erep-visually-hidden">{t('discountCoupons.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('discountCoupons.columns.code')}</th>
              <th scope="col">{t('discountCoupons.columns.state')}</th>
              <th scope="col">{t('discountCoupons.columns.advantage')}</th>
              <th scope="col">{t('discountCoupons.columns.holder')}</th>
              <th scope="col">{t('discountCoupons.columns.issued')}</th>
              <th scope="col">{t('discountCoupons.columns.expires')}</th>
              <th scope="col">{t('discountCoupons.columns.validated')}</th>
              <th scope="col">
                <span className="erep-visually-hidden">{t('discountCoupons.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.code} data-testid="coupon-row">
                <td className={styles.code}>{c.code}</td>
                <td>
                  <span className={`${styles.state} ${styles[c.state] ?? ''}`}>{t(`discountCoupons.states.${c.state}`)}</span>
                </td>
                <td>{c.advantage.title}</td>
                <td>
                  {c.name ?? ''}
                  <div className={styles.muted}>{c.email ?? t('discountCoupons.noEmail')}</div>
                </td>
                <td>
                  {day(c.created_at)}
                  {c.establishment ? <div className={styles.muted}>{c.establishment.name}</div> : null}
                </td>
                <td>{day(c.expires_at)}</td>
                <td>
                  {c.validated_at ? (
                    <>
                      {day(c.validated_at)}
                      <div className={styles.muted}>
                        {[c.validated_where, c.validated_how ? t(`discountCoupons.how.${c.validated_how}`) : null].filter(Boolean).join(' · ')}
                      </div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {c.state === 'active' ? (
                    <Button type="button" size="sm" variant="secondary" onClick={() => setValidating(c)} aria-label={t('discountCoupons.validateNamed', { code: c.code })}>
                      {t('discountCoupons.validate')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListResults>
  );

  return (
    <Page title={title} description={t('sections.discountCoupon.description')} testId="leadgen-discountCoupon">
      {area === 'leadgen' && <LeadgenBreadcrumbs title={title} />}
      <Card>
        <FilterForm
          texts="discountCoupons"
          testId="coupons"
          onApply={list.apply}
          onClear={list.clear}
          exporter={{ isPending: exporter.isPending, label: t('discountCoupons.export'), run: () => exporter.mutateAsync(filters), file: `coupons-${tag}.csv`, failed: t('discountCoupons.errors.export') }}
        >
          <TextField type="search" label={t('discountCoupons.filters.q')} value={draft.q} onChange={set('q')} data-testid="coupons-q" />
          <SelectField label={t('discountCoupons.filters.state')} value={draft.state} onChange={set('state')} options={[all, ...COUPON_STATES.map((s) => ({ value: s, label: t(`discountCoupons.states.${s}`) }))]} />
          <SelectField
            label={t('discountCoupons.filters.advantage')}
            value={draft.advantage}
            onChange={set('advantage')}
            options={[all, ...(options.data?.advantages ?? []).map((a) => ({ value: String(a.id), label: a.title }))]}
          />
          <SelectField
            label={t('discountCoupons.filters.establishment')}
            value={draft.establishment}
            onChange={set('establishment')}
            options={[all, ...(options.data?.establishments ?? []).map((e) => ({ value: String(e.id), label: e.name }))]}
          />
        </FilterForm>
        {results}
      </Card>
      {validating ? (
        <ConfirmDialog
          title={t('discountCoupons.confirm.title')}
          message={t('discountCoupons.confirm.message', { code: validating.code, advantage: validating.advantage.title })}
          confirmLabel={t('discountCoupons.validate')}
          loading={validate.isPending}
          onCancel={() => setValidating(null)}
          onConfirm={() =>
            validate.mutate(validating.code, {
              onSuccess: () => {
                notify('success', t('discountCoupons.validated', { code: validating.code }));
                setValidating(null);
              },
              onError: (error) => {
                const code = error instanceof ApiRequestError ? error.body.errors?.coupon?.[0] : undefined;
                notify('error', code ? t(`discountCoupons.refused.${code}`, { defaultValue: apiErrorText(error) }) : apiErrorText(error));
                setValidating(null);
              },
            })
          }
        />
      ) : null}
    </Page>
  );
}
