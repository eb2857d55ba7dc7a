import { fireEvent, screen, within } from '@testing-library/react';
import { setFederationLoader, type FeatureProps, type FederationLoader } from '@erep/shared/federation';
import { setActiveManifest } from '@erep/shared/guards';
import type { RemoteManifest, RemoteName } from '@erep/shared/schemas';
import { renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const user = testUser();

/** The manifest the shell records for the signed-in session. */
function plan(names: RemoteName[]): void {
  setActiveManifest(manifest(names), { token: 'test-token', user });
}

function manifest(names: RemoteName[]): RemoteManifest {
  return {
    partner: 'demo',
    remotes: names.map((name) => {
      const pkg = name.replace('_', '-') as RemoteManifest['remotes'][number]['package'];
      return { name, package: pkg, entry: `/remotes/${pkg}/remoteEntry.js`, version: 'local' };
    }),
  };
}

function FakeFeature({ tag, area }: FeatureProps) {
  return (
    <h1>
      Leadgen feature for {tag} in {area}
    </h1>
  );
}

function fakeLoader(...results: ('fail' | 'ok')[]) {
  const loader = {
    loadRemote: vi.fn<FederationLoader['loadRemote']>(async () => {
      if (results.shift() === 'fail') throw new Error('mf-leadgen is down');
      return { default: FakeFeature };
    }),
    reload: vi.fn<FederationLoader['reload']>(),
  };
  setFederationLoader(loader);
  return loader;
}

const open = (path: string) =>
  renderApp(<AppRoutes />, { url: `/customer/demo-bistro/account/${path}`, user, language: 'en' });

describe('account pages mf-leadgen owns', () => {
  // Before each test, once the previous one is unmounted: resetting under a mounted page would re-render it.
  beforeEach(() => {
    setFederationLoader(null);
    setActiveManifest(null, { token: null, user: null });
  });

  it('shows an upgrade notice, and loads nothing, when the plan does not include mf-leadgen', async () => {
    plan(['mf_auth', 'mf_public', 'mf_erep', 'mf_account']);
    const loader = fakeLoader('ok');
    open('advantage');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.advantage.title })).toBeInTheDocument();
    expect(screen.getByText(en.upgrade.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.upgrade.action })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions');
    expect(loader.loadRemote).not.toHaveBeenCalled();
  });

  it('keeps the account area up with a retry when mf-leadgen is down, and the retry loads it', async () => {
    plan(['mf_leadgen', 'mf_account']);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = fakeLoader('fail', 'ok');
    open('advantage');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This section could not be loaded')).toBeInTheDocument();
    // The account area's own navigation stays.
    expect(screen.getByRole('navigation', { name: en.nav.label })).toBeInTheDocument();
    expect(loader.reload).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Leadgen feature for demo-bistro in account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader.reload).toHaveBeenCalledWith('mf_leadgen');
    expect(loader.loadRemote.mock.calls).toEqual([['mf_leadgen/advantages'], ['mf_leadgen/advantages']]);
  });

  it.each([
    ['advantage', 'advantages'],
    ['partnership/outside', 'partnerships'],
    ['discount_coupons', 'discount-coupons'],
    ['my_qrcodes', 'qrcodes'],
    ['screens/form', 'screens'],
  ])('%s renders mf_leadgen/%s with the customer tag', async (path, expose) => {
    plan(['mf_leadgen', 'mf_account']);
    const loader = fakeLoader('ok');
    open(path);
    expect(await screen.findByRole('heading', { name: 'Leadgen feature for demo-bistro in account' })).toBeInTheDocument();
    expect(loader.loadRemote).toHaveBeenCalledWith(`mf_leadgen/${expose}`);
  });

  it('shows mf-erep\'s platform links and competitors in the parameters, or an upgrade notice without mf-erep', async () => {
    plan(['mf_erep', 'mf_account']);
    const loader = fakeLoader('ok');
    const view = open('parameters/competitors');
    expect(await screen.findByRole('heading', { name: 'Leadgen feature for demo-bistro in account' })).toBeInTheDocument();
    expect(loader.loadRemote).toHaveBeenCalledWith('mf_erep/competitors');
    view.unmount();

    plan(['mf_leadgen', 'mf_account']);
    const refused = fakeLoader('ok');
    open('parameters/competitors');
    expect(await screen.findByText(en.upgrade.title)).toBeInTheDocument();
    expect(refused.loadRemote).not.toHaveBeenCalled();
  });
});
