import { act, screen } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, renderPublic, screenData } from './render-public';

const { en } = VISITOR_TEXTS;
const SCREEN = '/public/demo-bistro/screens/screen-lyon';
const server = mockApi();

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shop screen', () => {
  it('shows the average, a published review marked when given with an advantage, and the QR code to the form', async () => {
    server.use(http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () => HttpResponse.json({ data: screenData() })));
    renderPublic(SCREEN);
    expect(await screen.findByTestId('screen-average')).toHaveTextContent('4.5');
    const review = screen.getByTestId('screen-review');
    expect(review).toHaveTextContent('Un accueil parfait');
    expect(review).toHaveAttribute('data-advantage', 'true');
    expect(review).toHaveTextContent(en.screen.withAdvantage);
    expect(screen.getByText(en.screen.reviews_other.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(screen.getByTestId('qr-code')).toHaveAttribute('data-value', expect.stringMatching(/\/public\/demo-bistro\/establishment\/demo-bistro-lyon\/feedback$/));
  });

  it('refreshes every minute and keeps the last data when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ data: screenData() });
        if (calls === 2) return HttpResponse.error();
        return HttpResponse.json({ data: screenData({ average: 4.7 }) });
      }),
    );
    renderPublic(SCREEN);
    expect(await screen.findByTestId('screen-average')).toHaveTextContent('4.5');
    expect(screen.queryByTestId('screen-offline')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByTestId('screen-offline')).toHaveTextContent(en.screen.offline);
    expect(screen.getByTestId('screen-average')).toHaveTextContent('4.5');
    expect(screen.getByTestId('screen-review')).toHaveTextContent('Un accueil parfait');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('4.7')).toBeInTheDocument();
    expect(screen.queryByTestId('screen-offline')).not.toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it("speaks the screen's own language, without language buttons, the average with one decimal as the locale writes it", async () => {
    server.use(
      http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () =>
        HttpResponse.json({ data: screenData({ screen: { tag: 'screen-lyon', name: 'Comptoir', intervalSeconds: 8, language: 'fr' }, average: 4.1 }) }),
      ),
    );
    renderPublic(SCREEN);
    expect(await screen.findByTestId('screen-average')).toHaveTextContent('4,1');
    expect(await screen.findByText(VISITOR_TEXTS.fr.screen.scan)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'EN' })).not.toBeInTheDocument();
    // The author's initial and the advantage mark, apart.
    expect(screen.getByTestId('screen-author')).toHaveTextContent(/^L$/);
    expect(screen.getByTestId('screen-advantage')).toHaveTextContent(VISITOR_TEXTS.fr.screen.withAdvantage);
  });

  it('shows what it showed last while the API cannot be reached on a reload, never a blank loading screen', async () => {
    localStorage.setItem('erep_screen:demo-bistro/screen-lyon', JSON.stringify(screenData({ average: 3.9 })));
    server.use(http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () => HttpResponse.error()));
    renderPublic(SCREEN);
    expect(screen.getByTestId('screen-average')).toHaveTextContent('3.9');
    expect(screen.queryByText(en.loading)).not.toBeInTheDocument();
    expect(await screen.findByTestId('screen-offline')).toBeInTheDocument();
  });

  it('says when the screen does not exist', async () => {
    server.use(http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () => apiError(404, 'Screen not found')));
    renderPublic(SCREEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.loadError);
  });
});
