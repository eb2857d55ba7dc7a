import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@erep/shared/theme/base.css';
import { i18n, initialLanguage, registerResources } from '@erep/shared/i18n';
import { getSession, restoreSession } from '@erep/shared/session';
import { resolvePartnerCode } from '@erep/shared/theme';
import { App } from './app';
import { bridgeHistory } from '@erep/shared/routing';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import sp from './i18n/sp.json';

// Before any router: the shell's own pages follow the address through `popstate` too.
bridgeHistory();
restoreSession();
registerResources('shell', { fr, en, sp });
void i18n.changeLanguage(initialLanguage(getSession().user));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App partnerCode={resolvePartnerCode()} />
    </StrictMode>,
  );
}
