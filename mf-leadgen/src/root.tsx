import { BrowserRouter } from 'react-router-dom';
import { createRemoteRoot } from '@erep/shared/federation';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import sp from './i18n/sp.json';
import { AppRoutes } from './routes';

export const Root = createRemoteRoot('leadgen', { fr, en, sp }, AppRoutes, BrowserRouter);
