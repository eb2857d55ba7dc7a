import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, normaliseLanguage } from '@erep/shared/i18n';
import type { LanguageCode, PublicTheme } from '@erep/shared/schemas';
import { CUSTOMER_THEME_DELAY_MS, scheduleTheme } from '@erep/shared/theme';
import { PUBLIC_CSS } from '@erep/shared/visitor';

const LANGS: LanguageCode[] = ['fr', 'en', 'sp'];
const CHOICE_KEY = 'erep_public_language';
const bcp47 = (l: LanguageCode) => (l === 'sp' ? 'es' : l);

function injectStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('erep-public-css')) return;
  const style = document.createElement('style');
  style.id = 'erep-public-css';
  style.textContent = PUBLIC_CSS;
  document.head.appendChild(style);
}

/** ?lang, then the visitor's own choice on these pages, then the browser's language, then the customer's. */
export function visitorLanguage(customerLanguage: string | null | undefined): LanguageCode {
  const query = new URLSearchParams(location.search).get('lang');
  const fromQuery = query ? normaliseLanguage(query) : null;
  if (fromQuery) return fromQuery;
  let chosen: string | null = null;
  try {
    chosen = sessionStorage.getItem(CHOICE_KEY);
  } catch {
    chosen = null;
  }
  const fromChoice = chosen ? normaliseLanguage(chosen) : null;
  if (fromChoice) return fromChoice;
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const lng = normaliseLanguage(candidate);
    if (lng) return lng;
  }
  return (customerLanguage && normaliseLanguage(customerLanguage)) || 'fr';
}

async function applyLanguage(lng: LanguageCode, remember: boolean): Promise<void> {
  if (remember) {
    try {
      sessionStorage.setItem(CHOICE_KEY, lng);
    } catch {
      // The choice then lasts for this page only.
    }
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  document.documentElement.lang = bcp47(lng);
}

interface PublicLayoutProps {
  children: ReactNode;
  /** Customer shown in the header; its theme applies 1 s after mount (spec section 9). */
  brand?: { name: string; logo?: string | null; theme?: PublicTheme | null; language?: string | null } | null;
  wide?: boolean;
  testId?: string;
}

/** The public layout: visitor language and switcher, the customer's colours, no back-office chrome. */
export function PublicLayout({ children, brand, wide, testId }: PublicLayoutProps) {
  const { t } = useTranslation('public');
  const [lang, setLang] = useState<LanguageCode>(() => normaliseLanguage(i18n.language ?? '') ?? 'fr');
  injectStyles();

  useEffect(() => {
    if (brand === undefined) return;
    const lng = visitorLanguage(brand?.language);
    setLang(lng);
    void applyLanguage(lng, false);
  }, [brand?.language, brand === undefined]);

  useEffect(() => {
    const theme = brand?.theme;
    if (!theme) return;
    const colors: Record<string, string> = {};
    for (const key of ['back_color', 'font_color', 'title_color'] as const) if (theme[key]) colors[key] = theme[key];
    return scheduleTheme(colors, CUSTOMER_THEME_DELAY_MS);
  }, [brand?.theme?.back_color, brand?.theme?.font_color, brand?.theme?.title_color]);

  const choose = (lng: LanguageCode) => {
    setLang(lng);
    void applyLanguage(lng, true);
  };

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
              {LANGS.map((l) => (
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

/** Loading and error states shared by the public pages; the title is always there for assistive tech. */
export function PublicState({ title, status, message, onRetry }: { title: string; status: 'loading' | 'error'; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('public');
  return (
    <section className="pf-card">
      <h1>{title}</h1>
      {status === 'loading' ? (
        <p className="pf-small" role="status">
          {t('loading')}
        </p>
      ) : (
        <>
          <p className="pf-alert" role="alert">
            {message || t('loadError')}
          </p>
          {onRetry ? (
            <button type="button" className="pf-button pf-secondary" onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
