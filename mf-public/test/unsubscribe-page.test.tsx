import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, renderPublic } from './render-public';

const { en } = VISITOR_TEXTS;
const URL_PATH = '/public/demo-bistro-lyon/ct-abc/unsubscribe';
const API_PATH = apiPath('public/unsubscribe/demo-bistro-lyon/ct-abc');
const state = (unsubscribed: boolean) => ({ data: { establishment: 'Le Petit Bistro – Lyon', email: 'a***@example.com', unsubscribed } });
const server = mockApi();

describe('unsubscribe page', () => {
  it('asks for confirmation, then confirms', async () => {
    let posted = 0;
    server.use(
      http.get(API_PATH, () => HttpResponse.json(state(false))),
      http.post(API_PATH, () => {
        posted += 1;
        return HttpResponse.json(state(true));
      }),
    );
    const user = userEvent.setup();
    renderPublic(URL_PATH);
    expect(await screen.findByText(en.unsubscribe.confirm.replace('{{name}}', 'Le Petit Bistro – Lyon').replace('{{email}}', 'a***@example.com'))).toBeInTheDocument();
    expect(screen.queryByTestId('unsubscribe-done')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.unsubscribe.submit }));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent(en.unsubscribe.done.replace('{{name}}', 'Le Petit Bistro – Lyon'));
    expect(screen.queryByRole('button', { name: en.unsubscribe.submit })).not.toBeInTheDocument();
    expect(posted).toBe(1);
  });

  it('shows an already unsubscribed contact as confirmed', async () => {
    server.use(http.get(API_PATH, () => HttpResponse.json(state(true))));
    renderPublic(URL_PATH);
    expect(await screen.findByTestId('unsubscribe-done')).toBeInTheDocument();
  });

  it('keeps the confirmation and says so when unsubscribing fails', async () => {
    server.use(
      http.get(API_PATH, () => HttpResponse.json(state(false))),
      http.post(API_PATH, () => apiError(500, 'Internal error')),
    );
    const user = userEvent.setup();
    renderPublic(URL_PATH);
    await user.click(await screen.findByRole('button', { name: en.unsubscribe.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.loadError);
    expect(screen.getByRole('button', { name: en.unsubscribe.submit })).toBeEnabled();
  });

  it('says an unknown link is not valid', async () => {
    server.use(http.get(API_PATH, () => apiError(404, 'Contact not found')));
    renderPublic(URL_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.unsubscribe.notFound);
  });
});
