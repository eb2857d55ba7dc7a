import { screen } from '@testing-library/react';
import { setActiveManifest } from '@erep/shared/guards';
import { registerResources } from '@erep/shared/i18n';
import type { RemoteManifest } from '@erep/shared/schemas';
import { logout } from '@erep/shared/session';
import { renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AreaRouter } from '../src/routing/area-router';

registerResources('shell', { fr, en, sp });

const accountOnly = (ended: boolean): RemoteManifest => ({
  partner: 'demo',
  remotes: [{ name: 'mf_account', package: 'mf-account', entry: '/remotes/mf_account/remoteEntry.js', version: '1' }],
  ...(ended ? { subscription_ended: true } : {}),
});

beforeEach(() => {
  logout();
  setActiveManifest(null, { token: null, user: null });
});

describe('an area the manifest leaves out', () => {
  it('offers renewal, linking to the subscriptions, when the subscription has ended', async () => {
    const manifest = accountOnly(true);
    setActiveManifest(manifest);
    renderApp(<AreaRouter partner={null} manifest={manifest} manifestCurrent />, {
      user: testUser(),
      language: 'sp',
      path: '*',
      url: '/home/erep',
    });
    expect(await screen.findByRole('heading', { name: sp.renewal.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sp.renewal.subscriptions })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions');
    expect(screen.queryByTestId('upgrade')).not.toBeInTheDocument();
  });

  it('offers an upgrade when the plan simply lacks it', async () => {
    const manifest = accountOnly(false);
    setActiveManifest(manifest);
    renderApp(<AreaRouter partner={null} manifest={manifest} manifestCurrent />, {
      user: testUser(),
      language: 'en',
      path: '*',
      url: '/home/erep',
    });
    expect(await screen.findByRole('heading', { name: en.upgrade.title })).toBeInTheDocument();
    expect(screen.queryByTestId('renewal')).not.toBeInTheDocument();
    // The plans on offer, in the account area the plan includes.
    expect(screen.getByRole('link', { name: en.upgrade.plans })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions/new');
  });

  it('links home when the plan has no account area to choose another plan from', async () => {
    const manifest: RemoteManifest = { partner: 'demo', remotes: [] };
    setActiveManifest(manifest);
    renderApp(<AreaRouter partner={null} manifest={manifest} manifestCurrent />, {
      user: testUser(),
      language: 'fr',
      path: '*',
      url: '/home/erep',
    });
    expect(await screen.findByRole('heading', { name: fr.upgrade.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: fr.upgrade.plans })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr.notFound.home })).toHaveAttribute('href', '/');
  });
});
