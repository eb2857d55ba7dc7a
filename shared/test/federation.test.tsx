import { act, fireEvent, screen } from '@testing-library/react';
import * as React from 'react';
import {
  FederatedFeature,
  mountStandalone,
  REMOTE_TIMEOUT_MS,
  setFederationLoader,
  useRemoteEnabled,
  type FeatureProps,
  type FederationLoader,
} from '@erep/shared/federation';
import { setActiveManifest } from '@erep/shared/guards';
import type { RemoteManifest, RemoteName } from '@erep/shared/schemas';
import { renderApp, testUser } from '../src/testing/render-app';
import en from '../src/federation/i18n/en.json';

function Feature({ tag, area }: FeatureProps) {
  return (
    <h1>
      Feature of {tag} in {area}
    </h1>
  );
}
function Broken(): never {
  throw new Error('render failed');
}

/** A host runtime answering each load in turn: a module, a failure, or never. */
function hostRuntime(...answers: unknown[]) {
  const loader = {
    loadRemote: vi.fn<FederationLoader['loadRemote']>(async () => {
      const answer = answers.shift();
      if (answer === 'fail') throw new Error('offline');
      if (answer === 'hang') return new Promise<never>(() => undefined);
      return answer;
    }),
    reload: vi.fn<FederationLoader['reload']>(),
  };
  setFederationLoader(loader);
  return loader;
}

const show = () => renderApp(<FederatedFeature id="mf_leadgen/advantages" tag="demo-bistro" area="account" />, { language: 'en' });

describe('FederatedFeature', () => {
  beforeEach(() => {
    setFederationLoader(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading state, then the feature with its props', async () => {
    const loader = hostRuntime({ default: Feature });
    show();
    expect(screen.getByRole('status')).toHaveTextContent(en.loading);
    expect(await screen.findByRole('heading', { name: 'Feature of demo-bistro in account' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loader.loadRemote).toHaveBeenCalledWith('mf_leadgen/advantages');
  });

  it('gives up after the 4 s timeout, and a retry fetches the remote again and shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const loader = hostRuntime('hang', { default: Feature });
    const view = show();
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 100));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent(en.errorTimeout);
    expect(view.container.querySelector('[data-feature="mf_leadgen/advantages"]')).toHaveAttribute('data-state', 'error');

    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: 'Feature of demo-bistro in account' })).toBeInTheDocument();
    expect(loader.reload).toHaveBeenCalledWith('mf_leadgen');
    expect(loader.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a feature that throws while rendering, and a retry renders it again', async () => {
    hostRuntime({ default: Broken }, { default: Feature });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.errorTitle);
    expect(alert).toHaveTextContent(en.errorBody);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: 'Feature of demo-bistro in account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a module that is not a feature module', async () => {
    hostRuntime({ default: 'not a component' });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errorBody);
  });

  it('waits for a host that sets its loader late (a standalone page reading its manifest)', async () => {
    show();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      hostRuntime({ default: Feature });
    });
    expect(await screen.findByRole('heading', { name: 'Feature of demo-bistro in account' })).toBeInTheDocument();
  });
});

describe('useRemoteEnabled', () => {
  const manifest = (...names: RemoteName[]): RemoteManifest => ({
    partner: 'demo',
    remotes: names.map((name) => ({ name, package: 'mf-leadgen', entry: '/remotes/x/remoteEntry.js', version: 'local' })),
  });
  function Enabled() {
    const enabled = useRemoteEnabled('mf_leadgen');
    return <p>{enabled === undefined ? 'unknown' : String(enabled)}</p>;
  }
  const signedIn = { token: 'test-token', user: testUser() };

  beforeEach(() => setActiveManifest(null, { token: null, user: null }));

  it("follows the manifest the host records for this session, and does not judge on another session's", () => {
    renderApp(<Enabled />, { user: signedIn.user });
    expect(screen.getByText('unknown')).toBeInTheDocument();
    act(() => setActiveManifest(manifest('mf_account'), signedIn));
    expect(screen.getByText('false')).toBeInTheDocument();
    act(() => setActiveManifest(manifest('mf_account', 'mf_leadgen'), signedIn));
    expect(screen.getByText('true')).toBeInTheDocument();
    act(() => setActiveManifest(manifest('mf_account'), { token: 'older-token', user: signedIn.user }));
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });
});

describe('mountStandalone', () => {
  // A remote's own page follows the browser history: once unmounted it must not answer another page's moves.
  it('returns what unmounts the page, after which it no longer renders on a change of address', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
    const seen: string[] = [];
    function Root() {
      const [path, setPath] = React.useState(window.location.pathname);
      React.useEffect(() => {
        const follow = () => setPath(window.location.pathname);
        window.addEventListener('popstate', follow);
        return () => window.removeEventListener('popstate', follow);
      }, []);
      seen.push(path);
      return <h1>Standalone at {path}</h1>;
    }
    let unmount = () => undefined as void;
    await act(async () => {
      unmount = mountStandalone(Root, 'mf_public');
    });
    expect(await screen.findByRole('heading', { name: /^Standalone at / })).toBeInTheDocument();
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
    const rendered = seen.length;
    act(() => window.history.pushState(null, '', '/elsewhere'));
    expect(seen).toHaveLength(rendered);
    container.remove();
  });

  it('renders nothing when unmounted before its strings arrived', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
    const unmount = mountStandalone(() => <h1>Too late</h1>, 'mf_public');
    unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });
});
