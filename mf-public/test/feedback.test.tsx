import { fireEvent, within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { mountRemote } from '@erep/shared/testing';
import type { FeedbackContext } from '@erep/shared/schemas';
import * as app from '../src/expose/app';
import { visitorLanguage } from '../src/lib/visitor-language';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { context as baseContext } from './render-public';
const { en, fr } = VISITOR_TEXTS;

const PATH = '/public/demo-bistro/establishment/1/feedback';
// The shared fixture, without platform links: this page is judged on its form alone.
const context: FeedbackContext = { ...baseContext, links: [] };

/** The page as the server renders it: data embedded, plus what the visitor already typed. */
function serverPage(typed: Record<string, string> = {}) {
  document.getElementById('erep-public-data')?.remove();
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'erep-public-data';
  data.textContent = JSON.stringify({ kind: 'feedback', path: PATH, context });
  document.body.appendChild(data);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<form>${Object.entries(typed)
    .map(([k, v]) => `<input name="${k}" value="${v}">`)
    .join('')}</form>`;
  document.body.appendChild(root);
  return () => root.remove();
}

describe('feedback form', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('refuses an empty form with the spec messages, in the page language', async () => {
    const cleanup = serverPage();
    await i18n.changeLanguage('en');
    const mounted = await mountRemote(app, 'mf_public', `${PATH}?lang=fr`);
    const view = within(mounted.domElement);
    const submit = await view.findByRole('button', { name: fr.feedback.submit });
    fireEvent.click(submit);
    expect(await view.findByText(fr.feedback.errors.rating)).toBeInTheDocument();
    expect(view.getByText(fr.feedback.errors.terms)).toBeInTheDocument();
    expect(view.getByText(fr.feedback.errors.required)).toBeInTheDocument();
    // The five rating levels form one labelled radio group.
    expect(view.getAllByRole('radio', { name: /terrible|mauvais|correct|bien|excellent/i })).toHaveLength(5);
    // A sold-out offer cannot be chosen.
    expect(view.getByRole('radio', { name: /apéritif/i })).toBeDisabled();
    await mounted.unmount();
    cleanup();
  });

  it('keeps what the visitor typed into the pre-rendered form when the remote takes over', async () => {
    const cleanup = serverPage({ firstname: 'Lucía', comment: 'Muy bien' });
    const mounted = await mountRemote(app, 'mf_public', `${PATH}?lang=en`);
    const view = within(mounted.domElement);
    expect(await view.findByLabelText(new RegExp(en.feedback.firstname))).toHaveValue('Lucía');
    expect(view.getByLabelText(en.feedback.comment)).toHaveValue('Muy bien');
    await mounted.unmount();
    cleanup();
  });
});

describe('visitor language', () => {
  const setNavigator = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('follows ?lang, then the browser (any Spanish locale is sp), then the customer', () => {
    window.history.pushState({}, '', '/public/x?lang=en');
    setNavigator(['es-MX']);
    expect(visitorLanguage('fr')).toBe('en');
    window.history.pushState({}, '', '/public/x');
    expect(visitorLanguage('fr')).toBe('sp');
    setNavigator(['de-DE', 'it']);
    expect(visitorLanguage('en')).toBe('en');
    expect(visitorLanguage(null)).toBe('fr');
  });
});
