import { act } from '@testing-library/react';
import { getSession, signOut } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { useBoot } from '../src/boot/use-boot';

const runtime = vi.hoisted(() => ({ fetchManifest: vi.fn() }));
vi.mock('../src/boot/manifest', () => ({ fetchManifest: runtime.fetchManifest }));

let meAnswers: number[] = [];
let refuse = false;

mockApi(
  http.get(apiPath('partner/info'), () =>
    HttpResponse.json({ code: 'demo', brand: 'Demo', title: 'Demo', logo: null, back_color: '#000000', font_color: '#000000', title_color: '#000000', cgv: '' }),
  ),
  http.get(apiPath('me'), () => {
    const status = refuse ? 401 : 200;
    meAnswers.push(status);
    return refuse
      ? HttpResponse.json({ status: 401, code: 'invalid_token', message: 'Invalid token' }, { status: 401 })
      : HttpResponse.json({ status: 200, data: testUser() });
  }),
);

function Boot() {
  const boot = useBoot('demo');
  return <p data-testid="manifest">{String(boot.manifestReady)}</p>;
}

const eventually = (check: () => void): Promise<void> => vi.waitFor(check, { timeout: 4000, interval: 20 });

beforeEach(() => {
  meAnswers = [];
  refuse = false;
});

describe('boot: session check', () => {
  // First in the file: the shared store has read no manifest yet, as at a page load.
  it('confirms the stored token once the manifest is read, and a refused one ends the session', async () => {
    refuse = true;
    let answer: (value: { manifest: null; fromCache: boolean }) => void = () => undefined;
    runtime.fetchManifest.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderApp(<Boot />, { user: testUser() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(meAnswers).toEqual([]);
    act(() => answer({ manifest: null, fromCache: false }));
    await eventually(() => expect(meAnswers).toEqual([401]));
    await eventually(() => expect(getSession().token).toBeNull());
  });

  it('stops asking once signed out', async () => {
    runtime.fetchManifest.mockResolvedValue({ manifest: null, fromCache: false });
    renderApp(<Boot />, { user: testUser() });
    await eventually(() => expect(meAnswers).toEqual([200]));
    act(() => signOut());
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(meAnswers).toEqual([200]);
  });
});
