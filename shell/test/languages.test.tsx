import { screen } from '@testing-library/react';
import { registerResources } from '@erep/shared/i18n';
import type { LanguageCode } from '@erep/shared/schemas';
import { renderApp } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { LanguageSelector } from '../src/layout/language-selector';
import { NotFoundPage } from '../src/pages/not-found';

registerResources('shell', { fr, en, sp });

/* The shell's own texts in each language: the browser suite reads them in one language only. */
describe.each([
  { code: 'fr', lang: 'fr', texts: fr },
  { code: 'en', lang: 'en', texts: en },
  { code: 'sp', lang: 'es', texts: sp },
] as const satisfies readonly { code: LanguageCode; lang: string; texts: typeof en }[])('the shell in $code', ({ code, lang, texts }) => {
  it("names the 404 page in that language, the selector keeps the spec's code and the page its lang", () => {
    renderApp(
      <>
        <LanguageSelector />
        <NotFoundPage />
      </>,
      { language: code, user: null },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.notFound.title);
    expect(screen.getByRole('link', { name: texts.notFound.home })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('language-selector')).toHaveValue(code);
    expect(screen.getByLabelText(texts.language.label)).toBe(screen.getByTestId('language-selector'));
    expect(document.documentElement.lang).toBe(lang);
  });
});
