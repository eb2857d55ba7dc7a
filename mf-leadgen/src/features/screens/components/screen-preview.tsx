import { useTranslation } from 'react-i18next';
import { Spinner } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useScreenPreview } from '../api/get-screen-preview';
import styles from '../screens.module.css';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** A small rendering of the public screen from its live data, in the screen's own language. */
export function ScreenPreview({ tag, screen }: { tag: string; screen: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  const query = useScreenPreview(tag, screen);
  if (query.isPending) return <Spinner label={t('screens.loading')} />;
  if (query.isError) return <p className={styles.muted}>{t('screens.previewFailed')}</p>;
  const data = query.data;
  const lng = data.screen.language;
  const rule = data.rule.minRating > 1 ? t('screens.ruleMin', { lng, number: data.rule.reviewCount, min: data.rule.minRating }) : t('screens.ruleAll', { lng, number: data.rule.reviewCount });
  return (
    <div className={styles.preview} lang={lng === 'sp' ? 'es' : lng} data-testid="screen-preview">
      <div>
        <p className={styles.previewTitle}>{data.establishment.name}</p>
        <p className={styles.previewScore}>
          {data.average ?? '–'} <span>/ 5</span>
        </p>
        <p className={styles.previewRule}>{rule}</p>
        <ul className={styles.previewReviews}>
          {data.reviews.slice(0, 3).map((r) => (
            <li key={r.id}>
              <span aria-label={`${r.rating} / 5`}>{stars(r.rating)}</span> {r.comment ? `“${r.comment.slice(0, 90)}${r.comment.length > 90 ? '…' : ''}”` : ''}
            </li>
          ))}
        </ul>
      </div>
      {data.advantages.length > 0 ? (
        <ul className={styles.previewOffers}>
          {data.advantages.map((a) => (
            <li key={a.tag}>{a.texts[lng].title}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
