import i18next, { type BackendModule } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { toBcp47 } from '@erep/shared/rules';
import type { ApiErrorBody, SessionUser } from '@erep/shared/schemas';
// The constants without the schemas module (and its validation library): boot code stays light.
import { LANGUAGE_CODES, ROLES, type LanguageCode } from '../schemas/constants';
import { getSession, STORAGE_KEYS } from '@erep/shared/session';
import en from './locales/en.json';
import fr from './locales/fr.json';
import sp from './locales/sp.json';

export { toBcp47 };

export const SHARED_NAMESPACE = 'shared';
/** The texts of the API's error codes: their own namespace, so only the active language downloads. */
export const API_ERRORS_NAMESPACE = 'api_errors';
export const DEFAULT_LANGUAGE: LanguageCode = 'fr';
/** The selector's language when nothing is stored and no user is known. */
export const SELECTOR_DEFAULT_LANGUAGE: LanguageCode = 'en';

/** 'es', 'es-*' and 'sp' -> 'sp'; 'fr*' -> 'fr'; 'en*' -> 'en'; anything else -> null. */
export function normaliseLanguage(value: string): LanguageCode | null {
  const lower = value.trim().toLowerCase();
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (primary === 'es' || primary === 'sp') return 'sp';
  if (primary === 'fr') return 'fr';
  if (primary === 'en') return 'en';
  return null;
}

export function storedLanguage(): LanguageCode | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
    return value ? normaliseLanguage(value) : null;
  } catch {
    return null;
  }
}

/** The user's own language first, else (spec section 6) the customer's, else the partner's for a partner user, else 'fr'. */
export function resolveUserLanguage(user: SessionUser | null): LanguageCode {
  if (user?.language) return user.language;
  const customerLanguage = user?.customer?.language;
  if (customerLanguage) return customerLanguage;
  const partnerLanguage = user?.roles.includes(ROLES.partner) ? user.partner?.language : null;
  return partnerLanguage ?? DEFAULT_LANGUAGE;
}

/** The first of the browser's preferred languages the product speaks (fr, en, es -> sp), or null. */
export function browserLanguage(
  languages: readonly string[] | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): LanguageCode | null {
  for (const candidate of languages ?? []) {
    const lng = candidate ? normaliseLanguage(candidate) : null;
    if (lng) return lng;
  }
  return null;
}

/**
 * A stored choice always wins; a signed-in user reads their own language (spec section 6); anyone
 * else the browser's language when the product speaks it, else the selector's default, English.
 */
export function initialLanguage(user: SessionUser | null): LanguageCode {
  const stored = storedLanguage();
  if (stored) return stored;
  if (user) return resolveUserLanguage(user);
  return browserLanguage() ?? SELECTOR_DEFAULT_LANGUAGE;
}

const INTL_LOCALES: Record<LanguageCode, string> = { fr: 'fr-FR', en: 'en-GB', sp: 'es-ES' };

/** The Intl locale for dates, times and numbers in a language (fr-FR, en-GB, es-ES); the current language by default. */
export function intlLocale(lang: string = i18n.language ?? ''): string {
  return INTL_LOCALES[normaliseLanguage(lang) ?? SELECTOR_DEFAULT_LANGUAGE];
}

function setDocumentLanguage(lng: string): void {
  const code = normaliseLanguage(lng);
  if (code && typeof document !== 'undefined') document.documentElement.lang = toBcp47(code);
}

type Bundle = Record<string, unknown>;
/**
 * A language's strings, or a function importing them: then only the active language is
 * downloaded, another one on `changeLanguage`.
 */
export type ResourceSource = Bundle | (() => Promise<Bundle | { default: Bundle }>);

const loaders = new Map<string, Map<string, () => Promise<Bundle | { default: Bundle }>>>();

/** i18next backend over the registered import functions; bundled namespaces never reach it. */
const importedBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.get(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, ('default' in module ? module.default : module) as Bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The one i18next instance; every remote gets it because this module is a federation singleton. */
export const i18n = i18next.createInstance();

const startLanguage = initialLanguage(getSession().user);

void i18n
  .use(initReactI18next)
  .use(importedBundles)
  .init({
    lng: startLanguage,
    // No fallback language to download beside the active one: every namespace has every string in
    // the three languages (scripts/i18n.test.mjs).
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    ns: [SHARED_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    // The shared strings are small: bundled, so the first render never waits for them; namespaces
    // registered with import functions (the API's error texts, each remote's) load through the backend.
    resources: {
      fr: { [SHARED_NAMESPACE]: fr },
      en: { [SHARED_NAMESPACE]: en },
      sp: { [SHARED_NAMESPACE]: sp },
    },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Bundled resources: finish initialising before any component renders.
    initAsync: false,
  });
setDocumentLanguage(startLanguage);
// Only needed once a call fails: they load beside the first render, not in the first script.
registerResources(API_ERRORS_NAMESPACE, {
  fr: () => import('./api-errors/fr.json'),
  en: () => import('./api-errors/en.json'),
  sp: () => import('./api-errors/sp.json'),
});
// Whoever switches the language (selector, boot, a remote), the page's `lang` follows: 'es' for 'sp'.
i18n.on('languageChanged', setDocumentLanguage);

/**
 * Adds a remote's strings under its own namespace (call once per remote). Each language is either
 * the strings or a function importing them (`() => import('./i18n/en.json')`): those load for the
 * active language now and for another one when the visitor switches to it.
 */
export function registerResources(ns: string, resources: Record<LanguageCode, ResourceSource>): void {
  let imported = false;
  for (const lng of LANGUAGE_CODES) {
    const source = resources[lng];
    if (typeof source === 'function') {
      imported = true;
      const forNamespace = loaders.get(ns) ?? new Map<string, () => Promise<Bundle | { default: Bundle }>>();
      forNamespace.set(lng, source);
      loaders.set(ns, forNamespace);
    } else {
      i18n.addResourceBundle(lng, ns, source, true, true);
    }
  }
  if (imported) void i18n.loadNamespaces(ns);
}

/**
 * True once the namespace's strings in `lng` are there, loading them if needed: for what is shown
 * in another language than the interface's (a poster in the customer's language).
 */
export function useLanguageReady(ns: string, lng: LanguageCode): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(lng, ns));
  useEffect(() => {
    if (i18n.hasResourceBundle(lng, ns)) {
      setReady(true);
      return undefined;
    }
    let live = true;
    setReady(false);
    void i18n.loadLanguages(lng).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ns, lng]);
  return ready;
}

/** Resolves once a namespace's strings for the active language are there (mount after it to avoid a suspended first render). */
export function resourcesReady(ns: string): Promise<void> {
  return i18n.loadNamespaces(ns);
}

export function currentLanguage(): LanguageCode {
  return normaliseLanguage(i18n.language ?? '') ?? DEFAULT_LANGUAGE;
}

export async function changeLanguage(lng: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  await i18n.changeLanguage(lng);
  setDocumentLanguage(lng);
}

/**
 * A language the person chose with a selector (sign-in page, header): it is remembered as picked,
 * so it wins over the language saved on their record at the next sign-in.
 */
export async function pickLanguage(lng: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.languagePicked, '1');
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  await changeLanguage(lng);
}

/** The stored language when the person picked it on this device; null when it was only a default. */
export function pickedLanguage(): LanguageCode | null {
  try {
    if (typeof localStorage === 'undefined' || localStorage.getItem(STORAGE_KEYS.languagePicked) !== '1') return null;
  } catch {
    return null;
  }
  return storedLanguage();
}

/** The error body in a failed result, an `ApiRequestError` or a body itself; null for anything else. */
function errorBodyOf(error: unknown): ApiErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  if ('body' in error) return errorBodyOf(error.body);
  if ('error' in error && 'ok' in error) return errorBodyOf(error.error);
  if ('status' in error && typeof error.status === 'number') return error as ApiErrorBody;
  return null;
}

const STATUS_FALLBACK: Record<number, string> = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found', 429: 'rate_limited' };

/** True when the API's error code has a text of its own in the current language. */
export function hasApiErrorText(code: string): boolean {
  return i18n.exists(code, { ns: API_ERRORS_NAMESPACE });
}

/**
 * What to tell a person about a failed API call, in the current language: the text of the API's
 * stable `code` (never its developer message), else a text for the status, else a generic one.
 */
export function apiErrorText(error: unknown): string {
  const body = errorBodyOf(error);
  const code = body?.code ?? (body?.message === 'network_error' ? 'network_error' : undefined);
  if (code === 'network_error' || body?.status === 0) return i18n.t('network_error', { ns: SHARED_NAMESPACE });
  const status = body?.status ?? -1;
  // Before the error texts have arrived, the generic sentence stands in.
  const key = [code, STATUS_FALLBACK[status] ?? (status >= 500 ? 'internal_error' : undefined)].find((k) => k !== undefined && hasApiErrorText(k));
  return key ? i18n.t(key, { ns: API_ERRORS_NAMESPACE }) : i18n.t('error_occurred', { ns: SHARED_NAMESPACE });
}

/** The field-level codes of a validation failure (`{ email: ['required'] }`), empty for other errors. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  return errorBodyOf(error)?.errors ?? {};
}

/** The stable code of a failed call (`unknown_email`...), or null. */
export function apiErrorCode(error: unknown): string | null {
  return errorBodyOf(error)?.code ?? null;
}

/** Text for a field error code shared by every form ('required', 'email'...); 'invalid' for unknown codes. */
export function fieldErrorText(code: string): string {
  const key = i18n.exists(`field_errors.${code}`, { ns: SHARED_NAMESPACE }) ? code : 'invalid';
  return i18n.t(`field_errors.${key}`, { ns: SHARED_NAMESPACE });
}

export interface LanguageOption {
  code: 'FR' | 'EN' | 'SP';
  locale: LanguageCode;
  /** Native name. */
  name: string;
  /** Inline SVG data URL. */
  flag: string;
}

const svg = (body: string, viewBox: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;

const FLAG_FR = svg('<rect width="3" height="2" fill="#ef4135"/><rect width="2" height="2" fill="#fff"/><rect width="1" height="2" fill="#0055a4"/>', '0 0 3 2');
const FLAG_EN = svg(
  '<rect width="60" height="30" fill="#012169"/>' +
    '<path d="M0,0 60,30M60,0 0,30" stroke="#fff" stroke-width="6"/>' +
    '<path d="M0,0 60,30M60,0 0,30" stroke="#c8102e" stroke-width="2"/>' +
    '<path d="M30,0v30M0,15h60" stroke="#fff" stroke-width="10"/>' +
    '<path d="M30,0v30M0,15h60" stroke="#c8102e" stroke-width="6"/>',
  '0 0 60 30',
);
const FLAG_SP = svg('<rect width="3" height="2" fill="#aa151b"/><rect y="0.5" width="3" height="1" fill="#f1bf00"/>', '0 0 3 2');

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'FR', locale: 'fr', name: 'Français', flag: FLAG_FR },
  { code: 'EN', locale: 'en', name: 'English', flag: FLAG_EN },
  { code: 'SP', locale: 'sp', name: 'Español', flag: FLAG_SP },
];
