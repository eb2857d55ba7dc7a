import { queryClient, SESSION_INDEPENDENT } from '@erep/shared/query';
import { logout, setToken, setUser } from '@erep/shared/session';
import type { SessionUser } from '@erep/shared/schemas';

const user = (id: number): SessionUser => ({
  id,
  email: `u${id}@demo.test`,
  roles: ['ROLE_EREP', 'ROLE_CUSTOMER'],
  is_active: true,
  customer: { tag: `c${id}`, language: 'fr', back_color: null },
  partner: null,
});

describe('the one query client across sessions', () => {
  it('forgets a user\u2019s data when another user signs in, keeping what does not depend on the session', async () => {
    setToken('t1');
    setUser(user(1));
    queryClient.setQueryData(['erep', 'establishments', 'c1'], ['bistro']);
    await queryClient.prefetchQuery({ queryKey: ['shell', 'partner-info', 'demo'], queryFn: () => ({ brand: 'Demo' }), meta: SESSION_INDEPENDENT });

    setUser(user(2));
    expect(queryClient.getQueryData(['erep', 'establishments', 'c1'])).toBeUndefined();
    expect(queryClient.getQueryData(['shell', 'partner-info', 'demo'])).toEqual({ brand: 'Demo' });

    queryClient.setQueryData(['erep', 'establishments', 'c2'], ['bakery']);
    logout();
    expect(queryClient.getQueryData(['erep', 'establishments', 'c2'])).toBeUndefined();
  });

  it('keeps the cache while the same user stays signed in', () => {
    setToken('t3');
    setUser(user(3));
    queryClient.setQueryData(['erep', 'summary', 'c3'], { reviews: 4 });
    setUser(user(3));
    expect(queryClient.getQueryData(['erep', 'summary', 'c3'])).toEqual({ reviews: 4 });
  });
});
