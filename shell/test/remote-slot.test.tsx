import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import {
  createRemoteApp,
  createRemoteRoot,
  loadFeature,
  RemoteLoadError,
  type RemoteAppProps,
  type RemoteLifecycles,
} from '@erep/shared/federation';
import { i18n } from '@erep/shared/i18n';
import { renderApp } from '@erep/shared/testing';
import { loadRemoteApp } from '../src/remote-slot/load-remote-app';
import { RemoteSlot } from '../src/remote-slot/remote-slot';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn<(id: string) => Promise<unknown>>(), reregister: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: runtime.loadRemote }));
vi.mock('../src/boot/manifest', () => ({ reregister: runtime.reregister }));

// The slot's texts live with the slot in @erep/shared/federation.
const TEXTS = {
  errorTitle: 'This section could not be loaded',
  errorBody: 'Something went wrong while opening this part of the application. The rest of the application still works.',
  errorTimeout: 'This part of the application is taking too long to respond. Check your connection and try again.',
  retry: 'Try again',
};

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
    expect(await screen.findByRole('heading', { name: TEXTS.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.errorBody)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(attempts).toEqual([0, 1]);
  });

  it('says the remote is too slow when loading timed out', async () => {
    const load = async (remote: RemoteAppProps['remote']): Promise<RemoteLifecycles<RemoteAppProps>> => {
      throw new RemoteLoadError(remote, 'timeout');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<RemoteSlot remote="mf_leadgen" load={load} />);
    expect(await screen.findByText(TEXTS.errorTimeout)).toBeInTheDocument();
  });

  it("mounts a remote whose strings are imported once the active language's have arrived", async () => {
    const strings = {
      fr: vi.fn(() => Promise.resolve({ default: { title: 'Titre chargé' } })),
      en: vi.fn(() => Promise.resolve({ default: { title: 'Loaded title' } })),
      sp: vi.fn(() => Promise.resolve({ default: { title: 'Título cargado' } })),
    };
    function Titled() {
      const { t } = useTranslation('slot_lazy');
      return <h1>{t('title')}</h1>;
    }
    const load = async (): Promise<RemoteLifecycles<RemoteAppProps>> => createRemoteApp(createRemoteRoot('slot_lazy', strings, Titled));
    renderApp(<RemoteSlot remote="mf_auth" load={load} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Loaded title' })).toBeInTheDocument();
    expect(screen.queryByText('title')).toBeNull();
    expect(strings.en).toHaveBeenCalledTimes(1);
    expect(strings.sp).not.toHaveBeenCalled();
  });

  it('unmounts the remote when the slot goes away', async () => {
    const load = async (): Promise<RemoteLifecycles<RemoteAppProps>> => createRemoteApp(Working);
    const view = renderApp(<RemoteSlot remote="mf_account" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    view.unmount();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remote content' })).toBeNull());
  });
});

describe("the shell's federation runtime", () => {
  it("loads a remote's ./app, and an unreachable one fails as unavailable, then re-registers it on retry", async () => {
    const app = createRemoteApp(Working);
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(app);
    await expect(loadRemoteApp('mf_erep', 0)).rejects.toMatchObject({ reason: 'unavailable' });
    expect(runtime.reregister).not.toHaveBeenCalled();
    await expect(loadRemoteApp('mf_erep', 1)).resolves.toBe(app);
    expect(runtime.reregister).toHaveBeenCalledWith('mf_erep');
    expect(runtime.loadRemote).toHaveBeenLastCalledWith('mf_erep/app');
  });

  // Wiring only: the runtime is replaced here; the browser suite loads real feature modules through it
  // (account-federation.spec.ts).
  it("hands the shared feature loader the shell's runtime and its remote ids", async () => {
    runtime.loadRemote.mockResolvedValueOnce({ default: Working });
    await expect(loadFeature('mf_leadgen/advantages', 0)).resolves.toBe(Working);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_leadgen/advantages');
  });
});
