import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@erep/shared/i18n';
import { RATING_LEVELS } from '@erep/shared/rules';
import type { PublicFormSettings } from '@erep/shared/schemas';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { ACCOUNT_NS } from '../lib/sections';

/**
 * A live picture of the visitor's feedback page as it will look with these choices: the visitor
 * texts of the public pages, the customer's colours used as the public page uses them (background
 * colour under the text colour for the band and the button, title colour for the heading).
 */
export function FeedbackPreview({ form, establishment, advantage, logo = null }: { form: PublicFormSettings; establishment: string; advantage: string | null; logo?: string | null }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const texts = VISITOR_TEXTS[currentLanguage()].feedback;
  const band: CSSProperties = { background: form.back_color, color: form.font_color, borderRadius: 8, padding: '8px 12px' };
  const asked = new Set(form.fields);
  return (
    <figure className="account-preview" aria-label={t('onboarding.second.previewLabel')} data-testid="feedback-preview" style={{ margin: 0, background: '#fff', color: '#1f2937' }}>
      <div style={band}>
        {logo ? <img src={logo} alt="" style={{ maxHeight: 32, maxWidth: 120, verticalAlign: 'middle', marginInlineEnd: 8 }} data-testid="preview-logo" /> : null}
        {establishment}
      </div>
      <p className="account-preview__title" style={{ color: form.title_color }} data-testid="preview-title">
        {texts.intro.replace('{{name}}', establishment)}
      </p>
      <div className="account-preview__stars" aria-hidden="true">
        ★★★★★
      </div>
      <span className="account-preview__field">{texts.rating.legend}: {RATING_LEVELS.map((level) => texts.rating[level]).join(' · ')}</span>
      <span className="account-preview__field">{texts.firstname}</span>
      {asked.has('lastname') ? <span className="account-preview__field">{texts.lastname}</span> : null}
      {asked.has('gender') ? <span className="account-preview__field">{texts.gender.label}</span> : null}
      {asked.has('visitAt') ? <span className="account-preview__field">{texts.visitAt}</span> : null}
      {asked.has('email') ? <span className="account-preview__field">{texts.email}</span> : null}
      {asked.has('comment') ? <span className="account-preview__field">{texts.comment}</span> : null}
      {advantage ? (
        <span className="account-preview__field" data-testid="preview-advantage">
          {texts.advantage.legend}: {advantage}
        </span>
      ) : null}
      <span className="account-preview__field">☐ {texts.acceptTerms}</span>
      <span className="account-preview__button" style={{ background: form.back_color, color: form.font_color }}>
        {texts.submit}
      </span>
      <figcaption className="account-muted">{t('onboarding.second.previewCaption')}</figcaption>
    </figure>
  );
}
