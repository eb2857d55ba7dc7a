import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Copy = 'idle' | 'copied' | 'failed';

/**
 * Mailed: says so. Otherwise the coupon lives only on this screen: says that plainly and offers to
 * keep it on the phone, as a file (code, QR code, expiry) and as its link, shared where the phone
 * can share, else copied.
 */
export function KeepCoupon({ code, mailed, url, title, lang }: { code: string; mailed: boolean; url: string; title: string; lang: string }) {
  const { t } = useTranslation('public');
  const [copy, setCopy] = useState<Copy>('idle');
  if (mailed) {
    return (
      <p className="pf-small" data-testid="coupon-mailed">
        {t('thanks.mailed')}
      </p>
    );
  }
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title, text: `${title} – ${code}`, url });
    } catch {
      // Dismissed by the visitor: nothing to say.
    }
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div data-testid="keep-coupon">
      <p className="pf-note" data-testid="coupon-only-here">
        {t('thanks.onlyHere')}
      </p>
      <h3>{t('thanks.keep')}</h3>
      <p>
        <a className="pf-button" href={`/api/public/coupons/${encodeURIComponent(code)}/download?lang=${lang}`} download={`coupon-${code}.html`} data-testid="coupon-download">
          {t('thanks.download')}
        </a>
      </p>
      <p>
        {canShare ? (
          <button type="button" className="pf-button" onClick={() => void share()}>
            {t('thanks.share')}
          </button>
        ) : (
          <button type="button" className="pf-button" onClick={() => void copyLink()}>
            {t('thanks.copy')}
          </button>
        )}
      </p>
      <div aria-live="polite">
        {copy === 'copied' ? <p className="pf-small">{t('thanks.copied')}</p> : null}
        {copy === 'failed' ? (
          <p className="pf-small">
            {t('thanks.copyFailed')} <span data-testid="coupon-link">{url}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
