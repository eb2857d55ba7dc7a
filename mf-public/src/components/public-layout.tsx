import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@erep/shared/i18n';
import type { LanguageCode, PublicTheme } from '@erep/shared/schemas';
import { CUSTOMER_THEME_DELAY_MS, scheduleTheme } from '@erep/shared/theme';
import { PUBLIC_CSS } from '@erep/shared/visitor';
import { applyLanguage, bcp47, VISITOR_LANGUAGES, visitorLanguage } from '../lib/visitor-language';

function injectStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('erep-public-css')) return;
  const style = document.createElement('style');
  style.id = 'erep-public-css';
  style.textContent = PUBLIC_CSS;
  document.head.appendChild(style);
}

export interface PublicBrand {
  name: string;
  logo?: string | null;
  theme?: PublicTheme | null;
  language?: string | null;
}

interface PublicLayoutProps {
  children: ReactNode;
  /** Customer shown in the header; its theme applies 1 s after mount (spec section 9). */
  brand?: PublicBrand | null;
  wide?: boolean;
  testId?: string;
}

/** The public layout: visitor language and switcher, the customer's colours, no back-office chrome. */
export function PublicLayout({ children, brand, wide, testId }: PublicLayoutProps) {
  const { t, i18n: instance } = useTranslation('public');
  const lang = normaliseLanguage(instance.language ?? '') ?? 'fr';
  injectStyles();

  // Pages that know their customer (brand given, even null) pick the visitor's language once it is known.
  const known = brand !== undefined;
  const customerLanguage = brand?.language;
  useEffect(() => {
    if (known) void applyLanguage(visitorLanguage(customerLanguage), false);
  }, [known, customerLanguage]);

  const themed = Boolean(brand?.theme);
  const back = brand?.theme?.back_color;
  const font = brand?.theme?.font_color;
  const title = brand?.theme?.title_color;
  useEffect(() => {
    if (!themed) return;
    // A customer without colours gets the default theme, not the partner's.
    const colors: Record<string, string> = {};
    if (back) colors.back_color = back;
    if (font) colors.font_color = font;
    if (title) colors.title_color = title;
    return scheduleTheme(colors, CUSTOMER_THEME_DELAY_MS);
  }, [themed, back, font, title]);

  const choose = (lng: LanguageCode) => void applyLanguage(lng, true);

  return (
    <main className="pf-page" id="main" data-testid={testId}>
      <div className={wide ? 'pf-wrap pf-wide' : 'pf-wrap'}>
        <header className="pf-top">
          <div className="pf-brand">
            {brand?.logo ? <img src={brand.logo} alt="" width={40} height={40} /> : null}
            {brand?.name ? <b>{brand.name}</b> : null}
          </div>
          <nav aria-label={t('language')}>
            <ul className="pf-langs">
              {VISITOR_LANGUAGES.map((l) => (
                <li key={l}>
                  <button type="button" lang={bcp47(l)} aria-current={l === lang ? 'true' : undefined} onClick={() => choose(l)}>
                    {l.toUpperCase()}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {children}
      </div>
    </main>
  );
}
