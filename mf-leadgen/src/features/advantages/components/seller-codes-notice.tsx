import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useEstablishments } from '../api/get-establishments';
import styles from './advantages.module.css';

/** The account's parameters page where an establishment's seller code is made or changed (mf-account). */
export const sellerCodesPath = (tag: string, id: number) => `/customer/${encodeURIComponent(tag)}/account/parameters/seller_codes/${id}`;

/**
 * Coupons are validated at the counter with the establishment's seller code: which establishments
 * have one (never the code itself), where to make one, and the seller page cashiers open.
 */
export function SellerCodesNotice({ tag }: { tag: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  const places = useEstablishments(tag);
  if (!places.data || places.data.length === 0) return null;
  const missing = places.data.some((p) => !p.seller_code_set);
  return (
    <Alert kind={missing ? 'warning' : 'info'} title={t('advantages.sellerCodes.title')}>
      <p>
        {t('advantages.sellerCodes.how')}{' '}
        <a className={styles.link} href={`/public/customer/${encodeURIComponent(tag)}/seller`}>
          {t('advantages.sellerCodes.sellerPage')}
        </a>
      </p>
      <ul className={styles.codes}>
        {places.data.map((place) => (
          <li key={place.id} data-testid="seller-code-status" data-set={place.seller_code_set}>
            <strong>{place.name}</strong>
            {' — '}
            {t(place.seller_code_set ? 'advantages.sellerCodes.set' : 'advantages.sellerCodes.notSet')}{' '}
            <Link className={styles.link} to={sellerCodesPath(tag, place.id)}>
              {t(place.seller_code_set ? 'advantages.sellerCodes.change' : 'advantages.sellerCodes.create')}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
