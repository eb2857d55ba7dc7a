import { expect, test } from '@playwright/test';
import accountFr from '../../mf-account/src/i18n/fr.json' with { type: 'json' };
import { expectAccessible, signIn } from './helpers';

const p = accountFr.parameters;
const k = p.apiKeys;

test('fr: an owner creates a read key in the Developer tab, an integration reads with it, cannot write, and is refused once the key is revoked', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(page, 'customer@demo.test', { to: '/customer/demo-bistro/account/parameters/developer' });
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
