import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import styles from './erep.module.css';

/**
 * Why few reviews rank cautiously, in one sentence, and the formula with this set's figures in a
 * disclosure (a native details element: reachable and opened by keyboard).
 */
export function RankingNote({ prior, mean, subject }: { prior: number; mean: number | null; subject: 'place' | 'staff' }) {
  const { t, i18n } = useTranslation('erep');
  return (
    <div className={styles.rankingNote} data-testid="rank-note">
      <p>{t(subject === 'place' ? 'rank.cautious' : 'rank.cautiousStaff')}</p>
      <details data-testid="rank-how">
        <summary>{t('rank.how.summary')}</summary>
        <p>
          <code data-testid="rank-formula">{t('rank.how.formula')}</code>
        </p>
        <ul>
          <li>{t('rank.how.v')}</li>
          <li>{t('rank.how.r')}</li>
          <li>{t('rank.how.c', { mean: mean === null ? '—' : formatNumber(i18n.language, mean, 2) })}</li>
          <li>{t('rank.how.m', { prior: formatNumber(i18n.language, prior) })}</li>
        </ul>
        <p>{t('rank.how.below')}</p>
      </details>
    </div>
  );
}
