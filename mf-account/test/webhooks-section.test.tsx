import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const w = en.parameters.webhooks;
let endpoints: WebhookEndpoint[];
let posted: unknown[];
let tested: number[];
let deleted: number[];
let forbidden: boolean;

const endpoint = (id: number, url: string, state: WebhookEndpoint['state']): WebhookEndpoint => ({
  id,
  url,
  events: ['review.created'],
  state,
  created_at: '2026-11-01T10:00:00.000Z',
  deliveries: [{ id: 40 + id, event_type: 'review.created', attempts: 3, status: 500, state: 'pending', last_attempt_at: '2026-11-02T10:00:00.000Z', created_at: '2026-11-02T09:00:00.000Z' }],
});

mockApi(
  // The API keys share the Developer tab.
  http.get(apiPath('customer/demo-bistro/api-keys'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/demo-bistro/establishments/all'), () => HttpResponse.json({ status: 200, data: [] })),
  http.get(apiPath('customer/demo-bistro/webhooks'), () =>
    forbidden ? HttpResponse.json({ status: 403, code: 'owner_only', message: "Only the account's owners may do this" }, { status: 403 }) : HttpResponse.json({ data: endpoints }),
  ),
  http.post(apiPath('customer/demo-bistro/webhooks'), async ({ request }) => {
    const body = (await request.json()) as { url: string; events: WebhookEndpoint['events'] };
    posted.push(body);
    if (body.url.includes('10.0.0.1')) return HttpResponse.json({ status: 400, code: 'unsafe_address', message: 'non-public', errors: { url: ['unsafe_address'] } }, { status: 400 });
    const created: CreatedWebhookEndpoint = { ...endpoint(9, body.url, 'active'), events: body.events, deliveries: [], secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' };
    endpoints = [...endpoints, { ...created, secret: undefined } as unknown as WebhookEndpoint];
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.post(apiPath('customer/demo-bistro/webhooks/:id/test'), ({ params }) => {
    tested.push(Number(params.id));
    return HttpResponse.json({ data: { id: 99, event_type: 'webhook.test', attempts: 0, status: null, state: 'pending', last_attempt_at: null, created_at: '2026-11-03T10:00:00.000Z' } }, { status: 202 });
  }),
  http.delete(apiPath('customer/demo-bistro/webhooks/:id'), ({ params }) => {
    deleted.push(Number(params.id));
    endpoints = endpoints.filter((e) => e.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);

const open = () => renderApp(<AppRoutes />, { url: '/customer/demo-bistro/account/parameters/developer', user: testUser(), language: 'en' });

beforeEach(() => {
  endpoints = [endpoint(1, 'https://crm.example.com/hooks', 'active'), endpoint(2, 'https://old.example.com/hooks', 'disabled')];
  posted = [];
  tested = [];
  deleted = [];
  forbidden = false;
});

describe('webhooks in the Developer tab', () => {
  it('lists endpoints with their state and recent deliveries', async () => {
    open();
    const [first, second] = await screen.findAllByTestId('webhook-endpoint');
    expect(screen.getByRole('tab', { name: en.parameters.tabs.developer })).toHaveAttribute('aria-selected', 'true');
    expect(within(first as HTMLElement).getByTestId('webhook-state')).toHaveTextContent(w.states.active);
    expect(within(second as HTMLElement).getByTestId('webhook-state')).toHaveTextContent(w.states.disabled);
    const row = within(first as HTMLElement).getByRole('row', { name: /review\.created/ });
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent(w.deliveryStates.pending);
  });

  it('creates an endpoint with the chosen events and shows its secret once', async () => {
    open();
    await userEvent.click(await screen.findByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-form');
    await userEvent.click(within(form).getByRole('button', { name: w.create }));
    expect(await within(form).findByText(w.noEvents)).toBeInTheDocument();
    expect(posted).toEqual([]);
    const url = within(form).getByLabelText(new RegExp(`^${w.url.replace(/[()]/g, '\\$&')}`));
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.example.com/new');
    await userEvent.click(within(form).getByLabelText(new RegExp(`^${w.eventNames.coupon_issued}`)));
    await userEvent.click(within(form).getByLabelText(new RegExp(`^${w.eventNames.review_alert}`)));
    await userEvent.click(within(form).getByRole('button', { name: w.create }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0');
    expect(posted).toEqual([{ url: 'https://crm.example.com/new', events: ['coupon.issued', 'review.alert'] }]);
    await userEvent.click(screen.getByRole('button', { name: w.secretDone }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument());
    expect(await screen.findAllByTestId('webhook-endpoint')).toHaveLength(3);
  });

  it('shows the server’s refusal of a non-public address on the URL field', async () => {
    open();
    await userEvent.click(await screen.findByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-form');
    const url = within(form).getByLabelText(new RegExp(`^${w.url.replace(/[()]/g, '\\$&')}`));
    await userEvent.clear(url);
    await userEvent.type(url, 'https://10.0.0.1/hook');
    await userEvent.click(within(form).getByLabelText(new RegExp(`^${w.eventNames.review_created}`)));
    await userEvent.click(within(form).getByRole('button', { name: w.create }));
    expect(await within(form).findByText(w.unsafe_address)).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('sends a test event, and deletes only after confirmation', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: w.testNamed.replace('{{url}}', 'https://crm.example.com/hooks') }));
    await waitFor(() => expect(tested).toEqual([1]));
    await userEvent.click(screen.getByRole('button', { name: en.parameters.removeNamed.replace('{{name}}', 'https://old.example.com/hooks') }));
    expect(deleted).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: w.removeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.parameters.remove }));
    await waitFor(() => expect(deleted).toEqual([2]));
    await waitFor(() => expect(screen.getAllByTestId('webhook-endpoint')).toHaveLength(1));
  });

  it('tells a manager that only owners manage webhooks', async () => {
    forbidden = true;
    open();
    expect(await screen.findByText(en.parameters.errors.ownerOnly)).toBeInTheDocument();
  });
});
