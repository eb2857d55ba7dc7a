import { BrowserRouter } from 'react-router-dom';
import { createRemoteRoot } from '@erep/shared/federation';
import './styles/account.css';
import { AppRoutes } from './routes';

export const Root = createRemoteRoot(
  'account',
  // Only the active language (and the French fallback) is downloaded; another one on a switch.
  { fr: () => import('./i18n/fr.json'), en: () => import('./i18n/en.json'), sp: () => import('./i18n/sp.json') },
  AppRoutes,
  BrowserRouter,
);
