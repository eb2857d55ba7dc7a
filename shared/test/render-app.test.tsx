import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Route, useLocation, useParams } from 'react-router-dom';
import { renderApp } from '../src/testing/render-app';

function Where() {
  const { tag } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('shared');
  return (
    <p>
      {pathname} {tag} {t('close')}
    </p>
  );
}

describe('renderApp', () => {
  it('provides i18n and a memory router with params', () => {
    renderApp(<Where />, { path: '/customer/:tag', initialEntries: ['/customer/acme'] });
    expect(screen.getByText('/customer/acme acme Close')).toBeInTheDocument();
  });

  it('renders extra routes beside the element', () => {
    renderApp(<Where />, { path: '/a', initialEntries: ['/b'], routes: <Route path="/b" element={<p>route b</p>} /> });
    expect(screen.getByText('route b')).toBeInTheDocument();
  });
});
