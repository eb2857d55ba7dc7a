import { expect, test, type Page } from '@playwright/test';
import accountFr from '../../mf-account/src/i18n/fr.json' with { type: 'json' };
import accountEn from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import { expectAccessible, signIn } from './helpers';

const p = accountFr.parameters;
const k = p.apiKeys;

test('fr: an owner creates a read key in the Developer tab, an integration reads with it, cannot write, and is refused once the key is revoked', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'customer@demo.test', { language: 'fr', to: '/customer/demo-bistro/account/parameters/developer' });
  await expect(page.getByRole('tab', { name: p.tabs.developer, selected: true })).toBeVisible();

  const name = `Tableau de bord ${Date.now().toString(36)}`;
  await page.getByTestId('api-key-create').click();
  const form = page.getByTestId('api-key-form');
  await form.getByRole('textbox', { name: new RegExp(`^${k.name}`) }).fill(name);
  // Read is ticked by default; the key stays read-only.
  await expect(form.getByRole('checkbox', { name: k.scope.read, exact: true })).toBeChecked();
  await expectAccessible(page);
  await form.getByRole('button', { name: k.createSubmit }).click();

  const dialog = page.getByRole('dialog', { name: k.createdTitle.replace('{{name}}', name) });
  await expect(dialog.getByText(k.once)).toBeVisible();
  const shown = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(shown).toMatch(/^erep_test_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: k.copy }).click();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(shown);
  await dialog.getByRole('button', { name: k.done }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText(key)).toHaveCount(0);

  const auth = { authorization: `Bearer ${key}` };
  const read = await request.get('/api/customer/demo-bistro/establishments/all', { headers: auth });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  const write = await request.post('/api/customer/demo-bistro/advantages', { headers: auth, data: {} });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'api_key_read_only' });

  await row.getByRole('button', { name: k.revokeNamed.replace('{{name}}', name) }).click();
  await page.getByRole('alertdialog', { name: k.revokeTitle }).getByRole('button', { name: k.revoke }).click();
  await expect(page.getByText(k.revoked.replace('{{name}}', name))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  const after = await request.get('/api/customer/demo-bistro/establishments/all', { headers: auth });
  expect(after.status()).toBe(401);
});

test('en: the Developer tab links to the API reference, which shows every operation of the document without breaking the page policy', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  const loaded: { page: Page | null; url: string }[] = [];
  context.on('console', (message) => {
    // Redoc's footer tries its logo on Redocly's CDN and drops it when the policy refuses it.
    if (/Content Security Policy|Refused to/i.test(message.text()) && !message.text().includes('https://cdn.redoc.ly/redoc/logo-mini.svg')) refused.push(message.text());
  });
  // What did load (a request the policy blocks fails instead), and for which page.
  context.on('requestfinished', (done) => loaded.push({ page: done.frame().page(), url: done.url() }));
  await signIn(page, 'customer@demo.test', { language: 'en', to: '/customer/demo-bistro/account/parameters/developer' });
  const [reference] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: accountEn.parameters.apiKeys.reference }).click()]);
  await reference.waitForLoadState();
  expect(new URL(reference.url()).pathname).toBe('/api/docs');

  const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  expect(ids.length).toBeGreaterThan(150);
  // Redoc gives each operation a section named after its operationId.
  const sections = reference.locator('[data-section-id^="operation/"]');
  await expect(sections).toHaveCount(ids.length, { timeout: 30_000 });
  const shown = await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-id')));
  expect(new Set(shown)).toEqual(new Set(ids.map((id) => `operation/${id}`)));
  // Nothing from elsewhere: every script of the page is this server's.
  const scripts = await reference.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  const origin = new URL(reference.url()).origin;
  expect(scripts.every((src) => new URL(src).origin === origin)).toBe(true);
  const elsewhere = loaded.filter((entry) => entry.page === reference && /^https?:/.test(entry.url) && new URL(entry.url).origin !== origin);
  expect(elsewhere.map((entry) => entry.url)).toEqual([]);
  expect(refused).toEqual([]);
});
