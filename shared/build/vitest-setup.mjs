import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits longer than the default second: answers come through MSW on a shared machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; react-hot-toast reads it for reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Test files may share their worker's page and modules (the root config turns isolation off):
// each file starts as a page load would, signed out on a blank page at `/` in the starting language,
// with no toast, remembered event or federation runtime left, and with the strings earlier files
// registered already there in every language, so a language switch in a render happens at once.
if (typeof window !== 'undefined') {
  const session = await import('@erep/shared/session');
  session.signOut();
  session.setMustRefresh(false);
  session.setDateRange(null);
  const { setFederationLoader } = await import('@erep/shared/federation');
  setFederationLoader(null);
  const { appBus } = await import('@erep/shared/bus');
  appBus.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  const { API_ERRORS_NAMESPACE, i18n, initialLanguage, LANGUAGES } = await import('@erep/shared/i18n');
  const languages = LANGUAGES.map((language) => language.locale);
  // The API's error texts excepted: renderApp puts a language's in place itself.
  const namespaces = [i18n.options.ns ?? []].flat().filter((ns) => ns !== API_ERRORS_NAMESPACE);
  const missing = namespaces.filter((ns) => languages.some((lng) => !i18n.hasResourceBundle(lng, ns)));
  if (missing.length > 0) await i18n.reloadResources(languages, missing);
  await i18n.changeLanguage(initialLanguage(null));
  const { dismissAllToasts } = await import('@erep/shared/ui');
  dismissAllToasts();
  const { default: toast } = await import('react-hot-toast');
  toast.remove();
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
