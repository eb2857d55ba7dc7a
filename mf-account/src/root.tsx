import { createRemoteRoot } from '@erep/shared/federation';
import './styles/account.css';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import sp from './i18n/sp.json';
import { AppRoutes } from './routes';

export const Root = createRemoteRoot('account', { fr, en, sp }, AppRoutes);
