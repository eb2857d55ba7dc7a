import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import type { FeatureProps } from '@erep/shared/federation';
import { apiErrorText } from '@erep/shared/i18n';
import { COUPON_STATES, type AdminCoupon } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Page, Pagination, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { LEADGEN_NS } from '../../i18n/register';
import { useExportCoupons } from './api/export-coupons';
import { useCoupons, type CouponFilters } from './api/get-coupons';
import { useFilterOptions } from './api/get-filter-options';
import { useValidateCoupon } from './api/validate-coupon';
import styles from '../../components/record-list.module.css';

const EMPTY: CouponFilters = { q: '', state: '', advantage: '', establishment: '' };

function Breadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Every coupon issued, its state, search and filters, manual validation and CSV export. Exposed as `./discount-coupons`. */
export function DiscountCouponsPage({ tag, area }: FeatureProps) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const [draft, setDraft] = useState<CouponFilters>(EMPTY);
  const [filters, setFilters] = useState<CouponFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [validating, setValidating] = useState<AdminCoupon | null>(null);
  const coupons = useCoupons(tag, filters, page);
  const options = useFilterOptions(tag);
  const exporter = useExportCoupons(tag);
  const validate = useValidateCoupon(tag);
  const title = t('sections.discountCoupon.title');
  const locale = i18n.language === 'sp' ? 'es' : i18n.language;
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const set = (key: keyof CouponFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const all = { value: '', label: t('discountCoupons.filters.all') };

  let results = null;
  if (coupons.isPending) results = <Spinner label={t('discountCoupons.loading')} />;
  else if (coupons.isError) {
    results = (
      <Alert kind="error" title={t(coupons.error instanceof ApiRequestError && coupons.error.status === 403 ? 'discountCoupons.errors.forbidden' : 'discountCoupons.errors.load')}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void coupons.refetch()}>
          {t('discountCoupons.retry')}
        </Button>
      </Alert>
    );
  } else if (coupons.data.total === 0) {
    const filtered = Object.values(filters).some(Boolean);
    results = <EmptyState title={t(filtered ? 'discountCoupons.noMatch' : 'discountCoupons.empty.title')} description={filtered ? undefined : t('discountCoupons.empty.description')} />;
  } else {
    const data = coupons.data;
    results = (
      <>
        <p role="status" data-testid="coupons-total">
          {t('discountCoupons.total', { count: data.total })}
        </p>
        <div className={styles.tableWrap}>
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
              {data.data.map((c) => (
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
        </div>
        {data.total > data.per_page ? <Pagination page={data.page} pageCount={Math.ceil(data.total / data.per_page)} onChange={setPage} /> : null}
      </>
    );
  }

  return (
    <Page title={title} description={t('sections.discountCoupon.description')} testId="leadgen-discountCoupon">
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
            <legend className="erep-visually-hidden">{t('discountCoupons.filters.legend')}</legend>
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
          </fieldset>
          <div className={styles.toolbar}>
            <Button type="submit" data-testid="coupons-search">
              {t('discountCoupons.search')}
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
              {t('discountCoupons.clear')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(filters, {
                  onSuccess: (csv) => download(csv, `coupons-${tag}.csv`),
                  onError: () => notify('error', t('discountCoupons.errors.export')),
                })
              }
              data-testid="coupons-export"
            >
              {t('discountCoupons.export')}
            </Button>
          </div>
        </form>
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
