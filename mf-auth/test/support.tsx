import { configure } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { registerResources } from '@erep/shared/i18n';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

/**
 * For a component test file: the remote's texts, as its root registers them when the shell mounts
 * it, and waits long enough for a busy machine (form-filling tests can take seconds there).
 */
export function setUpAuthTests(): void {
  registerResources('auth', { fr, en, sp });
  configure({ asyncUtilTimeout: 4000 });
  vi.setConfig({ testTimeout: 20_000 });
}

/** Stands in for the page a navigation lands on, showing where it went. */
export function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

export { en, fr, sp };
