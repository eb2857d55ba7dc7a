import { BrowserRouter } from 'react-router-dom';
import { createRemoteRoot } from '@erep/shared/federation';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { AppRoutes } from './routes';

export const Root = createRemoteRoot('public', VISITOR_TEXTS, AppRoutes, BrowserRouter);
