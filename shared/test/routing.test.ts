import { matchPath } from 'react-router-dom';
import { bridgeHistory, isWithin, matchesPattern } from '@erep/shared/routing';

describe('history bridge', () => {
  it('announces every change of address made by code as popstate, so each remote router follows', () => {
    bridgeHistory();
    bridgeHistory();
    const heard: string[] = [];
    const listener = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listener);
    try {
      window.history.pushState({}, '', '/home/erep/customers');
      window.history.replaceState({}, '', '/home/leadgen/customer/demo-bistro/advantage');
      // Same address: nothing to follow.
      window.history.replaceState({ scroll: 1 }, '', '/home/leadgen/customer/demo-bistro/advantage');
      // Installed once, however many slots ask: one event per change.
      expect(heard).toEqual(['/home/erep/customers', '/home/leadgen/customer/demo-bistro/advantage']);
    } finally {
      window.removeEventListener('popstate', listener);
    }
  });
});

describe('paths matched without the router', () => {
  // The shell's ownership table and the back-office menu judge paths as React Router does.
  const cases: [string, string][] = [
    ['/sign-in', '/sign-in'],
    ['/sign-in', '/Sign-In/'],
    ['/sign-in', '/sign-in/more'],
    ['/public/*', '/public'],
    ['/public/*', '/public/demo/establishment/1/feedback'],
    ['/public/*', '/publicity'],
    ['/invitation/:token', '/invitation/abc'],
    ['/invitation/:token', '/invitation'],
    ['/invitation/:token', '/invitation/abc/def'],
    ['/customer/:tag/account/*', '/customer/demo/account'],
    ['/customer/:tag/account/*', '/customer/demo/account/personal_details'],
    ['/customer/:tag/account/*', '/customer/demo/accounts'],
    ['/customer/:tag/establishment/notFound', '/customer/demo/establishment/notfound'],
    ['/', '/'],
    ['/', '/sign-in'],
  ];

  it.each(cases)('%s against %s agrees with React Router', (pattern, path) => {
    expect(matchesPattern(pattern, path)).toBe(matchPath({ path: pattern, end: true }, path) !== null);
  });

  it('a menu entry is active on its page and below it, not on a sibling sharing its prefix', () => {
    expect(isWithin('/home/erep/customer/demo/reviews', '/home/erep')).toBe(true);
    expect(isWithin('/home/erep/', '/home/erep')).toBe(true);
    expect(isWithin('/home/erepx', '/home/erep')).toBe(false);
    expect(isWithin('/home/leadgen', '/home/erep')).toBe(false);
  });
});
