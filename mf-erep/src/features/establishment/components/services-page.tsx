import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, EmptyState, Page } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { formatNumber } from '../../../lib/format';
import { useServices } from '../api/get-services';
import { QrImage } from './qr-image';

interface Item {
  id: number;
  tag: string;
  name: string;
  detail: string | null;
  reviews: number;
  average: number | null;
}

function ServiceItems({ items, kind, empty }: { items: Item[]; kind: 'staffs' | 'units'; empty: string }) {
  const { t, i18n } = useTranslation('erep');
  const { tag, establishmentId } = useEstablishmentPage();
  if (items.length === 0) return <EmptyState title={empty} />;
  const base = `/customer/${encodeURIComponent(tag)}/establishment/${establishmentId}/services/${kind === 'staffs' ? 'staff' : 'units'}`;
  return (
    <ul className={styles.qrGrid}>
      {items.map((item) => {
        // The public routes take the establishment's and the staff member's or unit's ids.
        const feedback = `${window.location.origin}/public/${encodeURIComponent(tag)}/establishment/${establishmentId}/${kind}/${item.id}/feedback`;
        return (
          <li key={item.id} className={styles.qrItem} data-testid={`service-${kind}`}>
            <strong>{item.name}</strong>
            {item.detail ? <span>{item.detail}</span> : null}
            <QrImage value={feedback} label={t('estab.services.qr', { name: item.name })} className={styles.qrImage} />
            <span>
              {t('estab.services.reviews', { count: item.reviews })}
              {item.average === null ? '' : ` · ${t('estab.services.average', { value: formatNumber(i18n.language, item.average, 2) })}`}
            </span>
            <Link className={styles.rowLink} to={`${base}/${encodeURIComponent(item.tag)}/reviews`} data-testid="service-reviews-link">
              {t('estab.services.see')}
              <span className="erep-visually-hidden"> — {item.name}</span>
            </Link>
            <a className={styles.rowLink} href={feedback} target="_blank" rel="noreferrer">
              {t('estab.services.open')}
              <span className="erep-visually-hidden"> — {item.name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function ServicesPage() {
  const { t } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const services = useServices(tag, establishmentId, range);
  return (
    <Page title={t('estab.services.title')} description={t('estab.services.description')} testId="estab-services">
      <QueryView query={services}>
        {(data) => (
          <>
            <Card title={t('estab.services.staff')}>
              <ServiceItems kind="staffs" empty={t('estab.services.emptyStaff')} items={data.staff.map((s) => ({ ...s, detail: s.department }))} />
            </Card>
            <Card title={t('estab.services.units')}>
              <ServiceItems kind="units" empty={t('estab.services.emptyUnits')} items={data.units.map((u) => ({ ...u, detail: null }))} />
            </Card>
          </>
        )}
      </QueryView>
    </Page>
  );
}
