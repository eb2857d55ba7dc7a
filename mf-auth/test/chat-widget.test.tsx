import { act, screen } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { ChatWidget } from '../src/features/chat/components/chat-widget';

let asked: string[] = [];
const server = mockApi(
  http.get(apiPath('partner/chat'), ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('code') ?? '');
    return HttpResponse.json({ status: 200, data: { party_id: 'demo-party', url: 'https://pbx.example.test/' } });
  }),
);

type IdleCallback = () => void;
let idle: { cb: IdleCallback; timeout: number | undefined }[] = [];

beforeEach(() => {
  asked = [];
  idle = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (cb: IdleCallback, opts?: { timeout: number }) => idle.push({ cb, timeout: opts?.timeout }),
  });
  Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: () => undefined });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const becomeIdle = () => act(() => idle.forEach(({ cb }) => cb()));

describe('chat widget', () => {
  it('asks for the settings only once the browser is idle, with a timeout, then embeds the phone system', async () => {
    renderApp(<ChatWidget />, { url: '/sign-in?partner=demo' });
    // The page's first paint does not wait for it: nothing asked, nothing shown yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
    expect(idle.map((i) => i.timeout)).toEqual([3000]);

    becomeIdle();
    const widget = await screen.findByTestId('chat-widget');
    expect(asked).toHaveLength(1);
    expect(widget).toHaveAttribute('data-party', 'demo-party');
    expect(widget.querySelector('call-us-selector')).toHaveAttribute('phonesystem-url', 'https://pbx.example.test/');
    expect(widget.querySelector('script')).toHaveAttribute('src', 'https://pbx.example.test/callus.js');
  });

  it('is absent when the partner has no chat', async () => {
    server.use(
      http.get(apiPath('partner/chat'), () => {
        asked.push('none');
        return HttpResponse.json({ status: 200, data: null });
      }),
    );
    const { container } = renderApp(<ChatWidget />);
    becomeIdle();
    await vi.waitFor(() => expect(asked).toEqual(['none']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    renderApp(<ChatWidget />);
    expect(await screen.findByTestId('chat-widget')).toBeInTheDocument();
  });
});
