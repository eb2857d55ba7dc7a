import { act, screen } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, renderPublic, screenData } from './render-public';

const { en } = VISITOR_TEXTS;
const SCREEN = '/public/demo-bistro/screens/screen-lyon';
const server = mockApi();

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

  it('says when the screen does not exist', async () => {
    server.use(http.get(apiPath('public/customers/demo-bistro/screens/screen-lyon'), () => apiError(404, 'Screen not found')));
    renderPublic(SCREEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.loadError);
  });
});
