import { useTranslation } from 'react-i18next';
import type { AdvantageState } from '@erep/shared/schemas';
import { LEADGEN_NS } from '../../../i18n/register';
import styles from './advantages.module.css';

export function AdvantageStateTag({ state }: { state: AdvantageState }) {
  const { t } = useTranslation(LEADGEN_NS);
  return (
    <span className={`${styles.state} ${styles[state] ?? ''}`} data-testid="advantage-state">
      {t(`advantages.states.${state}`)}
    </span>
  );
}
