import { useTranslation } from 'react-i18next';
import { scoreHelper, SCORE_WIDTH_FACTOR } from '@erep/shared/rules';
import styles from './erep.module.css';

/**
 * The spec's score helper drawn: width score x 50 (of 50), red (1 - score) x 255, green 255. Without
 * reviews there is no score to draw: an empty meter would read as the worst one.
 */
export function ScoreBar({ score, average }: { score: number; average: number | null }) {
  const { t } = useTranslation('erep');
  if (average === null) {
    return (
      <div className={styles.score} data-testid="score-bar" data-feeling="none">
        <span>
          {t('score.label')} : {t('score.none')}
        </span>
      </div>
    );
  }
  const s = scoreHelper(score);
  const percent = Math.max(0, Math.min(100, (s.width / SCORE_WIDTH_FACTOR) * 100));
  return (
    <div className={styles.score} data-testid="score-bar" data-feeling={s.feeling}>
      <span>
        {t('score.label')} : {t('score.value', { value: average.toFixed(2) })} — {s.feeling > 0 ? t('score.positive') : t('score.negative')}
      </span>
      <div
        className={styles.scoreTrack}
        role="meter"
        aria-label={t('score.label')}
        aria-valuemin={0}
        aria-valuemax={SCORE_WIDTH_FACTOR}
        aria-valuenow={Math.round(s.width * 10) / 10}
      >
        <div className={styles.scoreBar} style={{ width: `${percent}%`, background: `rgb(${Math.round(s.red)}, ${s.green}, 0)` }} />
      </div>
    </div>
  );
}
