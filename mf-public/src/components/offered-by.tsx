import { useTranslation } from 'react-i18next';

/** "Offered by {name}": the partner business giving an advantage on another customer's pages. */
export function OfferedBy({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('public');
  if (!name) return null;
  return (
    <small className="pf-offered" data-testid="offered-by">
      {t('partnerOffer.offeredBy', { name })}
    </small>
  );
}
