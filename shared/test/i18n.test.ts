import {
  apiErrorCode,
  apiErrorText,
  apiFieldErrors,
  browserLanguage,
  changeLanguage,
  fieldErrorText,
  i18n,
  initialLanguage,
  intlLocale,
  LANGUAGES,
  normaliseLanguage,
  pickedLanguage,
  pickLanguage,
  registerResources,
  resolveUserLanguage,
  storedLanguage,
} from '@erep/shared/i18n';
import type { SessionUser } from '@erep/shared/schemas';

const base: SessionUser = { id: 1, email: 'u@example.com', roles: ['ROLE_EREP'], is_active: true, customer: null, partner: null };

beforeEach(() => {
  localStorage.clear();
});

describe('i18n instance', () => {
  it('is initialised with the shared namespace and no fallback language to download', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.options.fallbackLng).toBe(false);
    expect(i18n.t('close', { ns: 'shared', lng: 'fr' })).toBe('Fermer');
    expect(i18n.t('close', { ns: 'shared', lng: 'sp' })).toBe('Cerrar');
    expect(i18n.t('close', { ns: 'shared', lng: 'en' })).toBe('Close');
  });

  it('downloads the API error texts apart from the first script, for the active language only', async () => {
    const active = i18n.language;
    await vi.waitFor(() => expect(i18n.hasResourceBundle(active, 'api_errors')).toBe(true));
    expect(apiErrorText({ status: 409, code: 'email_taken', message: '' })).toBe(i18n.t('email_taken', { ns: 'api_errors' }));
    for (const other of ['fr', 'en', 'sp'].filter((lng) => lng !== active)) expect(i18n.hasResourceBundle(other, 'api_errors')).toBe(false);
    expect(i18n.getResourceBundle(active, 'shared')).not.toHaveProperty('api_errors');
  });

  it('has the same keys in every language', () => {
    const keys = (lng: string) => Object.keys(i18n.getResourceBundle(lng, 'shared') as object).sort();
    expect(keys('en')).toEqual(keys('fr'));
    expect(keys('sp')).toEqual(keys('fr'));
  });

  it('registers a remote namespace in every language', () => {
    registerResources('mf_test', { fr: { hello: 'Bonjour {{name}}' }, en: { hello: 'Hello {{name}}' }, sp: { hello: 'Hola {{name}}' } });
    expect(i18n.t('hello', { ns: 'mf_test', lng: 'sp', name: '<b>Ana</b>' })).toBe('Hola <b>Ana</b>');
    expect(i18n.t('hello', { ns: 'mf_test', lng: 'fr', name: 'Léa' })).toBe('Bonjour Léa');
  });
});

describe('changeLanguage', () => {
  it('stores the language, switches i18next and sets the lang attribute', async () => {
    await changeLanguage('sp');
    expect(localStorage.getItem('language')).toBe('sp');
    expect(i18n.language).toBe('sp');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('cancel')).toBe('Cancelar');
    await changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(storedLanguage()).toBe('fr');
  });
});

describe('a picked language', () => {
  it('is told apart from a stored default: only a selector pick counts as picked', async () => {
    await changeLanguage('sp');
    expect(storedLanguage()).toBe('sp');
    expect(pickedLanguage()).toBeNull();
    await pickLanguage('en');
    expect(pickedLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language_picked')).toBe('1');
    // A later change (the saved language applied at sign-in, personal details) stays a pick.
    await changeLanguage('fr');
    expect(pickedLanguage()).toBe('fr');
  });
});

describe('language rules', () => {
  it("takes the customer's language, else a partner's, else fr", () => {
    expect(resolveUserLanguage(null)).toBe('fr');
    expect(resolveUserLanguage(base)).toBe('fr');
    expect(resolveUserLanguage({ ...base, customer: { tag: 'c', language: 'sp', back_color: null } })).toBe('sp');
    const partner = { ...base, roles: ['ROLE_EREP', 'ROLE_PARTNER'], partner: { code: 'p', language: 'en' as const } };
    expect(resolveUserLanguage(partner)).toBe('en');
    expect(resolveUserLanguage({ ...partner, customer: { tag: 'c', language: 'fr', back_color: null } })).toBe('fr');
    // A partner language only counts for partner users.
    expect(resolveUserLanguage({ ...base, partner: { code: 'p', language: 'en' } })).toBe('fr');
    // The user's own language (personal details) comes first.
    expect(resolveUserLanguage({ ...base, language: 'en', customer: { tag: 'c', language: 'fr', back_color: null } })).toBe('en');
  });

  it("follows the browser's first language the product speaks, else none", () => {
    expect(browserLanguage(['fr-FR', 'en'])).toBe('fr');
    expect(browserLanguage(['es-ES'])).toBe('sp');
    expect(browserLanguage(['de-DE', 'es-MX', 'fr'])).toBe('sp');
    expect(browserLanguage(['de-DE', 'it'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('with nothing stored and no user, reads the browser language, English when it is another one', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'fr']);
    expect(initialLanguage(null)).toBe('fr');
    languages.mockReturnValue(['es-ES']);
    expect(initialLanguage(null)).toBe('sp');
    languages.mockReturnValue(['de-DE']);
    expect(initialLanguage(null)).toBe('en');
    // A stored choice wins over the browser, and a signed-in user reads their own language.
    languages.mockReturnValue(['es-ES']);
    expect(initialLanguage(base)).toBe('fr');
    localStorage.setItem('language', 'en');
    expect(initialLanguage(null)).toBe('en');
    languages.mockRestore();
  });

  it('gives the Intl locale of each language', async () => {
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('sp')).toBe('es-ES');
    expect(intlLocale('es')).toBe('es-ES');
    expect(intlLocale('de')).toBe('en-GB');
    await changeLanguage('sp');
    expect(intlLocale()).toBe('es-ES');
    expect(new Intl.NumberFormat(intlLocale('fr'), { style: 'currency', currency: 'EUR' }).format(29.9)).toMatch(/^29,90\s€$/);
  });

  it('sets the lang attribute whoever switches the language', async () => {
    await i18n.changeLanguage('sp');
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts from the stored language, else the user, else English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValueOnce(['en-US']);
    expect(initialLanguage(null)).toBe('en');
    expect(initialLanguage(base)).toBe('fr');
    localStorage.setItem('language', 'sp');
    expect(initialLanguage(null)).toBe('sp');
    expect(initialLanguage({ ...base, customer: { tag: 'c', language: 'en', back_color: null } })).toBe('sp');
    localStorage.setItem('language', 'klingon');
    expect(storedLanguage()).toBeNull();
  });

  it('normalises language tags', () => {
    expect(normaliseLanguage('es')).toBe('sp');
    expect(normaliseLanguage('es-MX')).toBe('sp');
    expect(normaliseLanguage('sp')).toBe('sp');
    expect(normaliseLanguage('fr-CA')).toBe('fr');
    expect(normaliseLanguage('EN_gb')).toBe('en');
    expect(normaliseLanguage('de')).toBeNull();
    expect(normaliseLanguage('')).toBeNull();
  });

  it('lists the three languages with native names and inline flags', () => {
    expect(LANGUAGES.map((l) => [l.code, l.locale, l.name])).toEqual([
      ['FR', 'fr', 'Français'],
      ['EN', 'en', 'English'],
      ['SP', 'sp', 'Español'],
    ]);
    for (const l of LANGUAGES) {
      expect(l.flag.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(l.flag)).toContain('<svg');
    }
  });
});

describe('API errors for people', () => {
  it('translates the stable code, never shows the developer message', async () => {
    await changeLanguage('fr');
    const body = { status: 404, code: 'unknown_email', message: 'No account is registered with this email address.' };
    expect(apiErrorText(body)).toBe("Aucun compte n'est enregistré avec cette adresse e-mail. Vérifiez l'adresse ou créez un compte.");
    // An ApiRequestError-like object and a failed ApiResult give the same text.
    expect(apiErrorText({ status: 404, body })).toBe(apiErrorText(body));
    expect(apiErrorText({ ok: false, status: 404, error: body })).toBe(apiErrorText(body));
    await changeLanguage('sp');
    expect(apiErrorText(body)).toMatch(/^No hay ninguna cuenta/);
    await changeLanguage('en');
    expect(apiErrorText({ status: 400, code: 'validation_failed', message: 'Invalid body: email: required' })).toBe('Check the highlighted fields, then try again.');
  });

  it('falls back on the status, the network and a generic text', async () => {
    await changeLanguage('en');
    expect(apiErrorText({ status: 503, message: 'Mail service down' })).toBe('Something went wrong on our side. Try again shortly.');
    expect(apiErrorText({ status: 0, message: 'network_error' })).toBe(i18n.t('network_error', { ns: 'shared' }));
    expect(apiErrorText({ status: 429, message: 'x', code: 'unheard_of' })).toMatch(/^Too many attempts/);
    expect(apiErrorText({ status: 418, message: 'teapot' })).toBe(i18n.t('error_occurred', { ns: 'shared' }));
    expect(apiErrorText(null)).toBe(i18n.t('error_occurred', { ns: 'shared' }));
  });

  it('gives field codes and their texts', async () => {
    await changeLanguage('fr');
    expect(apiFieldErrors({ status: 400, code: 'validation_failed', message: '', errors: { email: ['required'] } })).toEqual({ email: ['required'] });
    expect(apiFieldErrors({ status: 404, message: '' })).toEqual({});
    expect(apiErrorCode({ status: 400, code: 'validation_failed', message: '' })).toBe('validation_failed');
    expect(fieldErrorText('required')).toBe('Remplissez ce champ.');
    expect(fieldErrorText('something_new')).toBe('Corrigez cette valeur.');
  });
});
