import { bridgeHistory } from '../src/remote-slot/history-bridge';

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
