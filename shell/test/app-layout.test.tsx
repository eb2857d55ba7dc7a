import { act, screen } from '@testing-library/react';
import { setActiveManifest } from '@erep/shared/guards';
import { i18n, registerResources } from '@erep/shared/i18n';
import type { PartnerInfo, RemoteContract, RemoteManifest, RemoteName } from '@erep/shared/schemas';
import { logout } from '@erep/shared/session';
import { renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppLayout } from '../src/layout/app-layout';
import { BareLayout } from '../src/layout/bare-layout';
import { bridgeHistory } from '@erep/shared/routing';
import { RootRedirect } from '../src/routing/root-redirect';

registerResources('shell', { fr, en, sp });

const partner: PartnerInfo = {
  code: 'demo',
  brand: 'Avis Boost',
  title: 'Avis Boost',
  logo: null,
  back_color: '#1f6feb',
  font_color: '#ffffff',
  title_color: '#0b2a4a',
  cgv: '',
  pricing_url: null,
};

const CONTRACTS: Partial<Record<RemoteName, RemoteContract>> = {
  mf_erep: {
    nav: [{ id: 'reputation', label: { fr: 'E-réputation', en: 'Reputation', sp: 'Reputación' }, path: '/rep', order: 10 }],
    landing: '/rep',
    routes: { establishments: '/rep/c/:tag', customers: '/rep/clients', connectedHome: '/rep/me' },
  },
  mf_leadgen: {
    nav: [{ id: 'offers', label: { fr: 'Offres', en: 'Offers', sp: 'Ofertas' }, path: '/offers/:tag', order: 20 }],
    landing: '/offers/:tag',
  },
};

const manifest = (...names: RemoteName[]): RemoteManifest => ({
  partner: 'demo',
  remotes: names.map((name) => ({
    name,
    package: name.replace('_', '-') as RemoteManifest['remotes'][number]['package'],
    entry: `/remotes/${name}/remoteEntry.js`,
    version: '1',
    ...(CONTRACTS[name] ? { contract: CONTRACTS[name] } : {}),
  })),
});

beforeEach(() => {
  logout();
  setActiveManifest(null, { token: null, user: null });
});

describe('the back-office chrome', () => {
  it('shows the navbar the enabled remotes declare, in the current language, marking the current area', async () => {
    renderApp(
      <AppLayout partner={partner} manifest={manifest('mf_erep', 'mf_leadgen')}>
        <p>page</p>
      </AppLayout>,
      { user: testUser(), language: 'fr', url: '/offers/demo-bistro' },
    );
    const offers = screen.getByRole('link', { name: 'Offres' });
    expect(offers).toHaveAttribute('href', '/offers/demo-bistro');
    expect(offers).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'E-réputation' })).not.toHaveAttribute('aria-current');
    await act(() => i18n.changeLanguage('sp'));
    expect(screen.getByRole('link', { name: 'Ofertas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reputación' })).toBeInTheDocument();
  });

  it('names the home link by the brand it shows', () => {
    renderApp(
      <AppLayout partner={partner} manifest={manifest()}>
        <p>page</p>
      </AppLayout>,
      { user: testUser(), language: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Avis Boost' })).toHaveAttribute('href', '/');
  });

  it('still names the home link before partner info arrives', () => {
    renderApp(
      <AppLayout partner={null} manifest={null}>
        <p>page</p>
      </AppLayout>,
      { user: testUser(), language: 'en' },
    );
    expect(screen.getByRole('link', { name: en.nav.home })).toHaveAttribute('href', '/');
  });
});

describe('the root path', () => {
  // The shell's own pages go without React Router: the address bar itself is what they change.
  beforeEach(() => {
    bridgeHistory();
    window.history.replaceState(null, '', '/');
  });

  it('sends a visitor to sign-in', () => {
    renderApp(<RootRedirect />);
    expect(window.location.pathname).toBe('/sign-in');
  });

  it("waits for the session's manifest, then lands where the enabled remotes say", () => {
    setActiveManifest(manifest('mf_erep'), { token: null, user: null });
    renderApp(<RootRedirect />, { user: testUser(), language: 'en' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    act(() => setActiveManifest(manifest('mf_leadgen')));
    expect(window.location.pathname).toBe('/offers/demo-bistro');
  });

  it('lands a customer whose plan has reputation on its establishments', () => {
    renderApp(<RootRedirect />, { user: testUser(), language: 'en' });
    act(() => setActiveManifest(manifest('mf_erep', 'mf_leadgen')));
    expect(window.location.pathname).toBe('/rep/c/demo-bistro');
  });
});

describe('the bare chrome', () => {
  it('shows the language selector unless the page brings its own', () => {
    const view = renderApp(
      <BareLayout partner={partner}>
        <p>page</p>
      </BareLayout>,
      { language: 'en' },
    );
    expect(screen.getAllByTestId('language-selector')).toHaveLength(1);
    view.unmount();
    renderApp(
      <BareLayout partner={partner} languageSwitch={false}>
        <p>page</p>
      </BareLayout>,
      { language: 'en' },
    );
    expect(screen.queryByTestId('language-selector')).not.toBeInTheDocument();
  });
});
