import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@erep/shared/i18n';
import type { LanguageCode, PublicTheme } from '@erep/shared/schemas';
import { applyTheme } from '@erep/shared/theme';
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
  /** Customer shown in the header; its theme applies before the first paint (spec section 9's 1 s is the latest). */
  brand?: PublicBrand | null;
  wide?: boolean;
  /** A shop screen (TV): full display, no language buttons (its language is a screen setting). */
  tv?: boolean;
  testId?: string;
}

/** The public layout: visitor language and switcher, the customer's colours, no back-office chrome. */
export function PublicLayout({ children, brand, wide, tv, testId }: PublicLayoutProps) {
  const { t, i18n: instance } = useTranslation('public');
  const lang = normaliseLanguage(instance.language ?? '') ?? 'fr';
  injectStyles();

  // Pages that know their customer (brand given, even null) pick the visitor's language once it is known.
  const known = brand !== undefined;
  const customerLanguage = brand?.language;
  useEffect(() => {
    if (known && !tv) void applyLanguage(visitorLanguage(customerLanguage), false);
  }, [known, customerLanguage, tv]);

  const themed = Boolean(brand?.theme);
  const back = brand?.theme?.back_color;
  const font = brand?.theme?.font_color;
  const title = brand?.theme?.title_color;
  // Before the browser paints: the customer's colours are there from the first frame, never after a flash of default blue.
  useLayoutEffect(() => {
    if (!themed) return;
    // A customer without colours gets the default theme, not the partner's.
    const colors: Record<string, string> = {};
    if (back) colors.back_color = back;
    if (font) colors.font_color = font;
    if (title) colors.title_color = title;
    applyTheme(colors);
  }, [themed, back, font, title]);

  const choose = (lng: LanguageCode) => void applyLanguage(lng, true);

  return (
    <main className={tv ? 'pf-page pf-tv' : 'pf-page'} id="main" data-testid={testId}>
      <div className={wide ? 'pf-wrap pf-wide' : 'pf-wrap'}>
        <header className="pf-top">
          <div className="pf-brand">
            {brand?.logo ? <img src={brand.logo} alt="" width={40} height={40} /> : null}
            {brand?.name ? <b data-testid="brand-name">{brand.name}</b> : null}
          </div>
          {tv ? null : (
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
          )}
        </header>
        {children}
      </div>
    </main>
  );
}
