import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, useLanguageReady } from '@erep/shared/i18n';
import { Button, Card, Page, SelectField, Spinner } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage, type EstablishmentPageContext } from '../../../components/establishment-context';
import { QrImage } from './qr-image';

type Paper = 'A4' | 'A5';
/** Page size and margin in millimetres; the poster fills what is left, so it always fits on one sheet. */
const PAPER: Record<Paper, { width: number; height: number; margin: number }> = {
  A4: { width: 210, height: 297, margin: 12 },
  A5: { width: 148, height: 210, margin: 8 },
};
const PRINT_ROOT = 'estab-print-root';

function printCss(paper: Paper): string {
  const p = PAPER[paper];
  return `
.${PRINT_ROOT} { display: none; }
@media print {
  @page { size: ${paper} portrait; margin: ${p.margin}mm; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; height: auto !important; min-height: 0 !important; overflow: visible !important; }
  body > *:not(.${PRINT_ROOT}) { display: none !important; }
  .${PRINT_ROOT} { display: block !important; }
}`;
}

function Poster({ context, paper, testId }: { context: EstablishmentPageContext; paper: Paper; testId?: string }) {
  const { t, i18n } = useTranslation('erep');
  const { establishment, tag, establishmentId } = context;
  // The poster speaks the customer's language, whatever the language of the person printing it.
  const language = normaliseLanguage(establishment.customer.language) ?? 'fr';
  const ready = useLanguageReady('erep', language);
  const tc = useMemo(() => i18n.getFixedT(language, 'erep'), [i18n, language]);
  if (!ready) return <Spinner label={t('loading')} />;
  const p = PAPER[paper];
  const feedback = `${window.location.origin}/public/${encodeURIComponent(tag)}/establishment/${establishmentId}/feedback`;
  return (
    <article
      lang={language === 'sp' ? 'es' : language}
      data-testid={testId}
      data-paper={paper}
      style={{
        boxSizing: 'border-box',
        width: `${p.width - 2 * p.margin}mm`,
        height: `${p.height - 2 * p.margin - 2}mm`,
        overflow: 'hidden',
        padding: paper === 'A4' ? '14mm 12mm' : '8mm 8mm',
        border: '1.5mm solid #111',
        borderRadius: '4mm',
        background: '#fff',
        color: '#111',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        textAlign: 'center',
        fontFamily: 'system-ui, sans-serif',
        breakInside: 'avoid',
      }}
    >
      <header style={{ display: 'grid', justifyItems: 'center', gap: '3mm' }}>
        {establishment.customer.logo ? <img src={establishment.customer.logo} alt={establishment.customer.name} style={{ maxHeight: paper === 'A4' ? '24mm' : '16mm', maxWidth: '60%' }} /> : null}
        <p style={{ margin: 0, fontSize: paper === 'A4' ? '26pt' : '18pt', fontWeight: 800 }}>{establishment.name}</p>
        {establishment.city ? <p style={{ margin: 0, fontSize: paper === 'A4' ? '13pt' : '10pt' }}>{establishment.city}</p> : null}
      </header>
      <p style={{ margin: 0, fontSize: paper === 'A4' ? '30pt' : '20pt', fontWeight: 800 }}>{tc('estab.poster.call')}</p>
      <QrImage value={feedback} label={tc('estab.qr.qrLabel', { name: establishment.name })} size={512} className={styles.posterQr} />
      <p style={{ margin: 0, fontSize: paper === 'A4' ? '15pt' : '11pt' }}>{tc('estab.poster.lead')}</p>
      <p style={{ margin: 0, fontSize: paper === 'A4' ? '12pt' : '9pt' }}>{tc('estab.poster.steps')}</p>
      <footer style={{ fontSize: paper === 'A4' ? '10pt' : '8pt', opacity: 0.8 }}>
        {tc('estab.poster.thanks')} · {establishment.brand}
      </footer>
    </article>
  );
}

/** /qr_code_document_preview: a poster to print (A4 or A5, one sheet) with the QR code to the feedback page. */
export function QrDocumentPage() {
  const { t } = useTranslation('erep');
  const context = useEstablishmentPage();
  const [paper, setPaper] = useState<Paper>('A4');

  return (
    <Page
      title={t('estab.qr.title')}
      description={t('estab.qr.description')}
      testId="estab-qr"
      actions={
        <Button type="button" onClick={() => window.print()} data-testid="qr-print">
          {t('estab.qr.print')}
        </Button>
      }
    >
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label={t('estab.qr.format')}
            value={paper}
            onChange={(e) => setPaper(e.target.value === 'A5' ? 'A5' : 'A4')}
            options={[
              { value: 'A4', label: 'A4' },
              { value: 'A5', label: 'A5' },
            ]}
            data-testid="qr-paper"
          />
        </div>
        <h2 className={styles.subTitle}>{t('estab.qr.preview')}</h2>
        <div className={styles.posterPreview}>
          <Poster context={context} paper={paper} testId="qr-poster" />
        </div>
      </Card>
      {createPortal(
        <div className={PRINT_ROOT} aria-hidden="true">
          <style>{printCss(paper)}</style>
          <Poster context={context} paper={paper} />
        </div>,
        document.body,
      )}
    </Page>
  );
}
