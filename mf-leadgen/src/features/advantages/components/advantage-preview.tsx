import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_LANGUAGES, type AdminAdvantage, type AdvantageKind, type OfferLanguage } from '@erep/shared/schemas';
import { SelectField } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import styles from './advantages.module.css';
import { visitorTexts } from './advantage-texts';

export interface PreviewValues {
  texts: AdminAdvantage['texts'];
  kind: AdvantageKind;
  value: number | null;
  validityDays: number | null;
  endsOn: string;
  remaining: number | null;
}

/** The advantage as a visitor sees it on the feedback page, in the language chosen here. */
export function AdvantagePreview({ values, fallback }: { values: PreviewValues; fallback: OfferLanguage }) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const [lang, setLang] = useState<OfferLanguage>(fallback);
  const texts = visitorTexts(values.texts, lang, fallback);
  const lt = i18n.getFixedT(lang, LEADGEN_NS);
  return (
    <section className={styles.preview} aria-labelledby="advantage-preview-title" data-testid="advantage-preview">
      <h3 id="advantage-preview-title">{t('advantages.preview.title')}</h3>
      <SelectField
        label={t('advantages.preview.language')}
        value={lang}
        onChange={(e) => setLang(e.target.value as OfferLanguage)}
        options={OFFER_LANGUAGES.map((l) => ({ value: l, label: t(`advantages.languages.${l}`) }))}
      />
      <div lang={lang === 'sp' ? 'es' : lang}>
        <p className={styles.previewTitle}>{texts.title || t('advantages.preview.untitled')}</p>
        {values.value !== null && (values.kind === 'percent' || values.kind === 'amount') ? (
          <p>{lt(`advantages.preview.value_${values.kind}`, { value: values.value })}</p>
        ) : null}
        {texts.description ? <p>{texts.description}</p> : null}
        {values.validityDays ? <p className={styles.muted}>{lt('advantages.preview.validity', { count: values.validityDays })}</p> : null}
        {values.endsOn ? <p className={styles.muted}>{lt('advantages.preview.endsOn', { date: values.endsOn })}</p> : null}
        {values.remaining !== null ? <p className={styles.muted}>{lt('advantages.preview.remaining', { count: values.remaining })}</p> : null}
      </div>
    </section>
  );
}
