import type { SessionState } from '@erep/shared/session';
import type { RemoteManifest, SessionUser } from '@erep/shared/schemas';
import { navItems } from '../src/layout/nav-items';

const user = (roles: string[], customer: string | null): SessionUser => ({
  id: 1,
  email: 'x@demo.test',
  roles,
  is_active: true,
  customer: customer ? { tag: customer, language: 'fr', back_color: null } : null,
  partner: roles.includes('ROLE_PARTNER') ? { code: 'demo', language: 'fr' } : null,
});

const session = (u: SessionUser): SessionState => ({
  token: 't',
  accessToken: null,
  useAccess: false,
  user: u,
  authenticated: true,
  userActive: true,
  userId: u.id,
  entity: 'users',
  mustRefresh: false,
});

const manifest = (...names: string[]): RemoteManifest => ({
  partner: 'demo',
  remotes: names.map((name) => ({
    name: name as RemoteManifest['remotes'][number]['name'],
    package: name.replace('_', '-') as RemoteManifest['remotes'][number]['package'],
    entry: `/remotes/${name}/remoteEntry.js`,
    version: '1',
  })),
});

describe('navigation items', () => {
  it('offers only the areas the manifest enables', () => {
    const items = navItems(session(user(['ROLE_EREP', 'ROLE_CUSTOMER'], 'bakery')), manifest('mf_auth', 'mf_public', 'mf_leadgen', 'mf_account'));
    expect(items.map((i) => i.id)).toEqual(['offers', 'account']);
    expect(items[0]?.to).toBe('/home/leadgen/customer/bakery/advantage');
  });

  it('points a customer reputation link to its establishment list', () => {
    const items = navItems(session(user(['ROLE_EREP', 'ROLE_CUSTOMER'], 'bistro')), manifest('mf_erep', 'mf_leadgen', 'mf_account'));
    expect(items.find((i) => i.id === 'reputation')?.to).toBe('/home/erep/customer/bistro');
  });

  it('gives a partner the customers list and the branding page', () => {
    const items = navItems(session(user(['ROLE_EREP', 'ROLE_PARTNER'], null)), manifest('mf_auth', 'mf_erep', 'mf_leadgen'));
    expect(items.map((i) => i.id)).toEqual(['reputation', 'branding']);
    expect(items[0]?.to).toBe('/home/erep/customers');
  });
});
