import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRemoteApp, type RemoteAppProps, type RemoteLifecycles } from '@erep/shared/federation';
import { i18n, registerResources } from '@erep/shared/i18n';
import { renderApp } from '@erep/shared/testing';
import { RemoteSlot } from '../src/remote-slot/remote-slot';
import { RemoteLoadError } from '../src/remote-slot/load-remote-app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

registerResources('shell', { fr, en, sp });

function Broken(): never {
  throw new Error('render failed');
}
function Working() {
  return <h1>Remote content</h1>;
}

describe('remote slot', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the error with a retry when the remote throws while rendering, and retries', async () => {
    const attempts: number[] = [];
    const load = async (_remote: RemoteAppProps['remote'], attempt: number): Promise<RemoteLifecycles<RemoteAppProps>> => {
      attempts.push(attempt);
      return createRemoteApp(attempt === 0 ? Broken : Working);
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<RemoteSlot remote="mf_erep" load={load} />);
    expect(await screen.findByRole('heading', { name: en.remote.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(en.remote.errorBody)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.remote.retry }));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(attempts).toEqual([0, 1]);
  });

  it('says the remote is too slow when loading timed out', async () => {
    const load = async (remote: RemoteAppProps['remote']): Promise<RemoteLifecycles<RemoteAppProps>> => {
      throw new RemoteLoadError(remote, 'timeout');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<RemoteSlot remote="mf_leadgen" load={load} />);
    expect(await screen.findByText(en.remote.errorTimeout)).toBeInTheDocument();
  });

  it('unmounts the remote when the slot goes away', async () => {
    const load = async (): Promise<RemoteLifecycles<RemoteAppProps>> => createRemoteApp(Working);
    const view = renderApp(<RemoteSlot remote="mf_account" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    view.unmount();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remote content' })).toBeNull());
  });
});
