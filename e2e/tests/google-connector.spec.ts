import { expect, test } from '@playwright/test';
import account from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import engagement from '../../mf-erep/src/i18n/engagement/en.json' with { type: 'json' };
import erep from '../../mf-erep/src/i18n/en.json' with { type: 'json' };
import { fakeGoogle, type FakeGoogle } from '../../api/test/fake-google';
import { fakeGooglePort } from '../ports';
import { expectAccessible, signIn } from './helpers';

const p = account.parameters.platforms;
const LYON = 'accounts/1093/locations/5521';
const PLATFORMS = '/customer/demo-bistro/account/parameters/platforms';

test.describe.configure({ timeout: 150_000 });

let google: FakeGoogle;

test.beforeAll(async () => {
  google = await fakeGoogle(fakeGooglePort);
  const stamp = Date.now().toString(36);
  google.addReview(LYON, { reviewId: `e2e-anon-${stamp}`, reviewer: { displayName: 'A Google user', isAnonymous: true }, starRating: 'FIVE', comment: 'Lovely terrace and quick service' });
  google.addReview(LYON, { reviewId: `e2e-stars-${stamp}`, reviewer: { displayName: 'Marc Dupuis' }, starRating: 'TWO' });
  const replied = google.addReview(LYON, { reviewId: `e2e-replied-${stamp}`, reviewer: { displayName: 'Lucie Martin' }, starRating: 'FOUR', comment: 'Great quiche' });
  replied.reviewReply = { comment: 'Thank you Lucie!', updateTime: replied.updateTime };
});

test.afterAll(async () => {
  await google?.close();
});

test('an owner connects Google, ties a location, sees its reviews and publishes answers there; a revoked token shows as broken', async ({ page }) => {
  await signIn(page, 'customer@demo.test', { language: 'en', to: PLATFORMS });
  const card = page.getByTestId('platform-google');
  await expect(card.getByTestId('platform-state')).toHaveText(p.states.disconnected);
  await expectAccessible(page);

  // Google's consent page (the stand-in answers "Allow") sends the browser back to the Platforms tab.
  await card.getByRole('button', { name: p.connect }).click();
  await expect(page).toHaveURL(/\/account\/parameters\/platforms\?google=connected$/);
  await expect(page.getByTestId('platform-return')).toContainText(p.returns.connected);
  await expect(card.getByTestId('platform-state')).toHaveText(p.states.connected);

  const location = page.getByTestId('platform-location').filter({ hasText: 'Le Petit Bistro Lyon Centre' });
  const picker = location.getByLabel(p.establishmentFor.replace('{{location}}', 'Le Petit Bistro Lyon Centre'));
  await expect(picker.locator('option:checked')).toHaveText(p.suggested.replace('{{name}}', 'Le Petit Bistro – Lyon Centre'));
  await location.getByRole('button', { name: p.save }).click();
  const synced = card.getByRole('row', { name: /Le Petit Bistro – Lyon Centre/ });
  await expect(synced).toContainText(p.resultOk.replace('{{imported}}', '3').replace('{{updated}}', '0').replace('{{removed}}', '0'), { timeout: 30_000 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/platforms-tab.png', fullPage: true });

  // The establishment's Google reviews, with their platform; an answer is published on Google.
  const establishment = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const res = await fetch('/api/customer/demo-bistro/establishments/all', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { id: number; tag: string }[] }).data.find((e) => e.tag === 'demo-bistro-lyon')?.id;
  });
  await page.goto(`/customer/demo-bistro/establishment/${establishment}/reviews?source=google`);
  await expect(page.getByTestId('reviews-source')).toHaveValue('google');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  const marc = cards.filter({ hasText: 'Marc Dupuis' });
  await expect(marc).toContainText(erep.platforms.Google);
  await expect(cards.filter({ hasText: 'Lovely terrace' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Great quiche' }).getByTestId('answered-mark')).toBeVisible();

  await marc.getByTestId('answer-toggle').click();
  await marc.getByTestId('answer-text').fill('Thank you for your visit, Marc.');
  await marc.getByTestId('answer-send').click();
  await expect(marc.getByTestId('publish-state')).toHaveText(engagement.answers.publishStates.published.replace('{{platform}}', 'Google'), { timeout: 30_000 });
  expect(google.reviewsOf(LYON).find((r) => r.reviewer.displayName === 'Marc Dupuis')?.reviewReply?.comment).toBe('Thank you for your visit, Marc.');

  // Google refuses the next reply: the reason shows, and a retry publishes it.
  google.failNext({ method: 'PUT', pattern: /\/reply$/, status: 400, body: { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } } });
  const terrace = cards.filter({ hasText: 'Lovely terrace' });
  await terrace.getByTestId('answer-toggle').click();
  await terrace.getByTestId('answer-text').fill('Thank you, see you soon on the terrace!');
  await terrace.getByTestId('answer-send').click();
  await expect(terrace.getByTestId('publish-state')).toContainText('Request contains an invalid argument.', { timeout: 30_000 });
  await expectAccessible(page);
  await terrace.getByTestId('publish-retry').click();
  await expect(terrace.getByTestId('publish-state')).toHaveText(engagement.answers.publishStates.published.replace('{{platform}}', 'Google'), { timeout: 30_000 });

  // Google revokes access: the next call to Google (here the locations listing) marks the connection broken, with a reconnect button.
  google.revokeAll();
  await page.goto(PLATFORMS);
  await expect(card.getByTestId('platform-state')).toHaveText(p.states.broken, { timeout: 30_000 });
  await expect(card.getByTestId('platform-broken')).toBeVisible();
  await expect(card.getByRole('button', { name: p.reconnect })).toBeVisible();
  await expectAccessible(page);

  // Reconnecting, then disconnecting (confirmed) leaves the account as it was.
  await card.getByRole('button', { name: p.reconnect }).click();
  await expect(card.getByTestId('platform-state')).toHaveText(p.states.connected);
  await card.getByRole('button', { name: p.disconnect }).click();
  await page.getByRole('alertdialog', { name: p.disconnectTitle.replace('{{name}}', p.names.google) }).getByRole('button', { name: p.disconnect }).click();
  await expect(card.getByTestId('platform-state')).toHaveText(p.states.disconnected);
});
