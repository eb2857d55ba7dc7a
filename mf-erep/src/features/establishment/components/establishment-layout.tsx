import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { ApiRequestError } from '@erep/shared/api';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Alert, Button, Card, Page, Spinner } from '@erep/shared/ui';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { EstablishmentProvider } from '../../../components/establishment-context';
import { ScoreBar } from '../../../components/score-bar';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useEstablishmentHeader } from '../api/get-header';

/** The sub-pages in the navigation, in reading order: [i18n key, path]. */
const SECTIONS = [
  ['analysis', 'analysis'],
  ['reviews', 'reviews'],
  ['staffsranking', 'staffsranking'],
  ['services', 'services'],
  ['trends', 'trends'],
  ['events', 'events'],
  ['social', 'social'],
  ['weather', 'weather'],
  ['sales', 'sales'],
  ['qr', 'qr_code_document_preview'],
] as const;

const idOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : 0);

function EstablishmentNotFound({ tag }: { tag: string }) {
  const { t } = useTranslation('erep');
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('estab.establishments'), to: `/home/erep/customer/${tag}` }, { label: t('estab.notFound.title') }]);
  return (
    <Page title={t('estab.notFound.title')} description={t('estab.notFound.description')} testId="estab-not-found">
      <Link className={styles.rowLink} to={`/home/erep/customer/${encodeURIComponent(tag)}`}>
        {t('estab.notFound.back')}
      </Link>
    </Page>
  );
}

/**
 * The establishment layout: header (name, city, score over the shared range, the range itself), the
 * navigation to every sub-page and the breadcrumb. An unknown id and another customer's get the same
 * not-found view (the API answers 404 for both).
 */
export function EstablishmentLayout() {
  const { t } = useTranslation('erep');
  const params = useParams();
  const tag = params.tag ?? '';
  const id = idOf(params.id);
  const range = useRangeParams();
  const header = useEstablishmentHeader(tag, id, range);
  const base = `/customer/${encodeURIComponent(tag)}/establishment/${id}`;
  const section = useLocation().pathname.slice(base.length + 1).split('/')[0] ?? '';
  const current = SECTIONS.find(([, path]) => path === section);
  const name = header.data?.name ?? '…';
  useBreadcrumbs(
    header.data
      ? [
          { label: t('area'), to: '/home/erep' },
          { label: t('estab.establishments'), to: `/home/erep/customer/${tag}` },
          { label: name, to: `${base}/analysis` },
          ...(current ? [{ label: t(`estab.nav.${current[0]}`) }] : []),
        ]
      : [],
  );

  const status = header.error instanceof ApiRequestError ? header.error.status : 0;
  if (id === 0 || (header.isError && status === 404 && !header.data)) return <EstablishmentNotFound tag={tag} />;
  if (!header.data) {
    return header.isError ? (
      <Alert kind="error" title={t(status === 403 ? 'errors.forbidden' : 'estab.loadError')}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void header.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    ) : (
      <Spinner label={t('loading')} />
    );
  }
  const establishment = header.data;

  return (
    <div className={styles.estabLayout} data-testid="estab-layout">
      <Card>
        <div className={styles.estabHeader}>
          <div>
            <p className={styles.estabName} data-testid="estab-name">
              {establishment.name}
            </p>
            {establishment.city ? <p className={styles.estabCity}>{establishment.city}</p> : null}
            <ScoreBar score={establishment.score} average={establishment.average} />
          </div>
          <DateRangePicker />
        </div>
        <nav aria-label={t('estab.nav.label')}>
          <ul className={styles.nav}>
            {SECTIONS.map(([key, path]) => (
              <li key={key}>
                <NavLink to={`${base}/${path}`} data-testid={`estab-nav-${key}`}>
                  {t(`estab.nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <EstablishmentProvider value={{ tag, establishmentId: id, establishment, range }}>
        <Outlet />
      </EstablishmentProvider>
    </div>
  );
}
