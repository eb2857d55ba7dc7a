import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import account from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import { expectAccessible, signIn } from './helpers';

const w = account.parameters.webhooks;
const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe.configure({ timeout: 90_000 });

test('an owner registers a webhook, copies its secret, and a signed test event reaches the receiver', async ({ page }) => {
  // The demo server reaches receivers on this machine.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now()}`;
  try {
    await signIn(page, 'customer@demo.test', { language: 'en', to: '/customer/demo-bistro/account/parameters/developer' });
    await page.getByTestId('webhook-add').click();
    const form = page.getByTestId('webhook-form');
    await form.getByLabel(starts(w.url)).fill(url);
    await form.getByLabel(starts(w.eventNames.contact_unsubscribed)).check();
    await form.getByRole('button', { name: w.create }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: w.secretDone }).click();

    const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: url });
    await expect(endpoint).toContainText(w.states.active);
    await expectAccessible(page);
    await endpoint.getByRole('button', { name: w.testNamed.replace('{{url}}', url) }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);

    const [message] = received;
    const id = String(message?.headers['webhook-id']);
    const timestamp = String(message?.headers['webhook-timestamp']);
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${message?.body}`).digest('base64');
    expect(message?.headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(JSON.parse(message?.body ?? '{}')).toMatchObject({ type: 'webhook.test', customer: { tag: 'demo-bistro' } });

    await page.reload();
    await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url }).getByRole('row', { name: /webhook\.test/ })).toContainText('204');
    await page.screenshot({ path: 'test-results/webhooks-developer-tab.png', fullPage: true });

    await page.getByTestId('webhook-endpoint').filter({ hasText: url }).getByRole('button', { name: account.parameters.removeNamed.replace('{{name}}', url) }).click();
    await page.getByRole('alertdialog', { name: w.removeTitle }).getByRole('button', { name: account.parameters.remove }).click();
    await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
