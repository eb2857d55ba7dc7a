import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '@erep/shared/i18n';
import type { LanguageCode } from '@erep/shared/schemas';
import styles from './layout.module.css';

export function LanguageSelector() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const current = LANGUAGES.find((l) => l.locale === i18n.language) ?? LANGUAGES[0];
  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.srOnly}>
        {t('language.label')}
      </label>
      {current && <img src={current.flag} alt="" width={20} height={14} className={styles.flag} />}
      <select
        id={id}
        data-testid="language-selector"
        value={current?.locale}
        onChange={(event) => void pickLanguage(event.target.value as LanguageCode)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
