// @vitest-environment node
import type { SessionState } from '@erep/shared/session';
import type { RemoteContract, RemoteManifest, RemoteName, SessionUser } from '@erep/shared/schemas';
import { navItems } from '../src/layout/nav-items';

const user = (roles: string[], customer: string | null): SessionUser => ({
  id: 1,
  email: 'x@demo.test',
  roles,
  is_active: true,
  customer: customer ? { tag: customer, language: 'fr', back_color: null } : null,
  partner: roles.includes('ROLE_PARTNER') ? { code: 'demo', language: 'fr' } : null,
});

const session = (u: SessionUser): Pick<SessionState, 'user'> => ({ user: u });

const item = (id: string, path: string, order?: number, roles?: string[]): RemoteContract['nav'][number] => ({
  id,
  label: { fr: `${id}-fr`, en: `${id}-en`, sp: `${id}-sp` },
  path,
  ...(order === undefined ? {} : { order }),
  ...(roles ? { roles } : {}),
});

const manifest = (...entries: [RemoteName, RemoteContract | undefined][]): RemoteManifest => ({
  partner: 'demo',
  remotes: entries.map(([name, contract]) => ({
    name,
    package: name.replace('_', '-') as RemoteManifest['remotes'][number]['package'],
    entry: `/remotes/${name}/remoteEntry.js`,
    version: '1',
    ...(contract ? { contract } : {}),
  })),
});

const customer = session(user(['ROLE_EREP', 'ROLE_CUSTOMER'], 'bistro'));
const partner = session(user(['ROLE_EREP', 'ROLE_PARTNER'], null));

describe('navigation items from the remotes’ contracts', () => {
  it('lists every declared item in the declared order, whatever the manifest order', () => {
    const items = navItems(
      customer,
      manifest(
        ['mf_account', { nav: [item('account', '/a/:tag', 30)] }],
        ['mf_erep', { nav: [item('reputation', '/r', 10), item('trends', '/r/trends', 15)] }],
        ['mf_leadgen', { nav: [item('offers', '/o/:tag', 20)] }],
      ),
      'en',
    );
    expect(items).toEqual([
      { id: 'reputation', label: 'reputation-en', to: '/r', remote: 'mf_erep' },
      { id: 'trends', label: 'trends-en', to: '/r/trends', remote: 'mf_erep' },
      { id: 'offers', label: 'offers-en', to: '/o/bistro', remote: 'mf_leadgen' },
      { id: 'account', label: 'account-en', to: '/a/bistro', remote: 'mf_account' },
    ]);
  });

  it('labels items in the current language', () => {
    const m = manifest(['mf_erep', { nav: [item('reputation', '/r', 10)] }]);
    expect(navItems(customer, m, 'fr')[0]?.label).toBe('reputation-fr');
    expect(navItems(customer, m, 'sp')[0]?.label).toBe('reputation-sp');
  });

  it('hides an item needing a customer tag when the session has none', () => {
    const m = manifest(['mf_erep', { nav: [item('reputation', '/r', 10)] }], ['mf_leadgen', { nav: [item('offers', '/o/:tag', 20)] }]);
    expect(navItems(partner, m, 'en').map((i) => i.id)).toEqual(['reputation']);
  });

  it('shows an item only to sessions holding every role it asks', () => {
    const m = manifest(['mf_auth', { nav: [item('branding', '/theme', 40, ['ROLE_PARTNER']), item('both', '/both', 50, ['ROLE_PARTNER', 'ROLE_ADMIN'])] }]);
    expect(navItems(partner, m, 'en').map((i) => i.id)).toEqual(['branding']);
    expect(navItems(customer, m, 'en')).toEqual([]);
  });

  it('puts unordered items last, in manifest order', () => {
    const m = manifest(['mf_erep', { nav: [item('late', '/late'), item('first', '/first', 1)] }], ['mf_account', { nav: [item('later', '/later')] }]);
    expect(navItems(customer, m, 'en').map((i) => i.id)).toEqual(['first', 'late', 'later']);
  });

  it('offers nothing for a remote whose entry has no contract, nor without a manifest', () => {
    expect(navItems(customer, manifest(['mf_erep', undefined]), 'en')).toEqual([]);
    expect(navItems(customer, null, 'en')).toEqual([]);
  });
});
