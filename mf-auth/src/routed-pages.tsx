import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

/** The pages that route, in a chunk of their own: React Router downloads with the first of them. */
export default function RoutedPages() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
