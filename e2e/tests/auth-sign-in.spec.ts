import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, settled, sharedCopies, signIn } from './helpers';
import { en, fillSignIn, fr, sp, useLanguage } from './auth-helpers';

test.describe('sign-in form', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('is the specified form: title, email input, links, Enter submits with a spinner', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/user-confirmation/password/reset');
    await expect(page.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/pricing');
    // Both fields are required: nothing is sent without them.
    let calls = 0;
    await page.route('**/api/login', async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await expect(page.getByText(en.validation.required)).toHaveCount(2);
    expect(calls).toBe(0);
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('button', { name: en.signIn.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/home\/erep\/customer\/demo-bistro$/);
    expect(calls).toBe(1);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null,
      authenticated: localStorage.getItem('user_authenticated'),
      session: localStorage.getItem('verification_session'),
    }));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.user?.id).toBeGreaterThan(0);
    expect(stored.authenticated).toBe('true');
    expect(stored.session).not.toBeNull();
  });

  test('runs without React Router, which the first page that routes brings; the back button returns', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: en.signIn.title })).toBeVisible();
    const router = async () => (await sharedCopies(page, 'react-router-dom')).filter((copy) => copy.loaded);
    // Offered by the remotes in the share scope, never taken on this page.
    expect(await sharedCopies(page, 'react-router-dom')).not.toHaveLength(0);
    expect(await router()).toEqual([]);
    await page.getByRole('link', { name: en.signIn.forgot }).click();
    await expect(page).toHaveURL(/\/user-confirmation\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1, name: en.forgot.title })).toBeVisible();
    expect(await router()).toHaveLength(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: en.signIn.title })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: en.forgot.title })).toBeVisible();
  });

  test('a wrong password shows the 401 warning, which the user can close', async ({ page }) => {
    await fillSignIn(page, 'admin@demo.test', 'not-the-password');
    await page.getByRole('button', { name: en.signIn.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your login and/or password is incorrect.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button').click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('an inactive account is refused and signed out', async ({ page }) => {
    await fillSignIn(page, 'inactive@demo.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(/Your account is not yet active\./);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('a user without ROLE_EREP is refused', async ({ page }) => {
    await fillSignIn(page, 'norole@demo.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(/Insufficient permissions to access the app!/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a server failure shows the 500 error', async ({ page }) => {
    await page.route('**/api/login', (route) => route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error' } }));
    await fillSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(/Oops! Something unexpected happened\. A server connection issue/);
  });

  test('a locked account shows the translated wait in minutes, from a real lockout', async ({ page }) => {
    // The server's own limit (10 attempts a minute per address and account), used up for an account of this test only.
    const email = `locked-${Date.now().toString(36)}@demo.test`;
    for (let i = 0; i < 10; i += 1) await page.request.post('/api/login', { data: { email, password: 'wrong-password' } });
    await fillSignIn(page, email, 'wrong-password');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/login'));
    await page.getByRole('button', { name: en.signIn.submit }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(/Too many failed attempts\. Please try again in 1 min\./);
  });

  test('the real server locks an address+account after 10 attempts a minute, with Retry-After', async ({ request }) => {
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 11; i += 1) {
      const res = await request.post('/api/login', { data: { email: 'lock-me@demo.test', password: 'nope' } });
      last = res.status();
      retryAfter = res.headers()['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test('the form narrows at 1024 px and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sign-in');
    const form = page.locator('[data-slot="mf_auth"] form');
    const wide = await form.evaluate((el) => getComputedStyle(el).paddingLeft);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => form.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe(wide);
    await page.setViewportSize({ width: 375, height: 700 });
    const box = await form.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/auth-sign-in-phone.png' });
  });

  test('is translated in French and Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.signIn.title);
    await page.addInitScript(() => localStorage.setItem('language', 'sp'));
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sp.signIn.title);
    await expect(page.getByRole('link', { name: sp.signIn.forgot })).toBeVisible();
  });
});

test.describe('chat widget', () => {
  test('is absent when the partner has none, and loads lazily from the partner settings', async ({ page, request }) => {
    // The widget asks for its settings once the browser is idle: absence is checked after that answer.
    const asked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/partner/chat');
    await page.goto('/sign-in?partner=nordic');
    await expect(page.locator('[data-slot="mf_auth"] form')).toBeVisible();
    const answer = await asked;
    expect(new URL(answer.url()).searchParams.get('code')).toBe('nordic');
    expect(await answer.json()).toEqual({ data: null });
    await settled(page);
    await expect(page.getByTestId('chat-widget')).toHaveCount(0);

    const { data } = (await (await request.get('/api/partner/chat?code=demo')).json()) as { data: { party_id: string; url: string } };
    let scriptRequested = false;
    await page.route(`${data.url}/**`, (route) => {
      scriptRequested = true;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoaded = true;' });
    });
    await page.goto('/sign-in?partner=demo');
    // The form is usable before the widget exists.
    await expect(page.locator('[data-slot="mf_auth"] form')).toBeVisible();
    const widget = page.getByTestId('chat-widget');
    await expect(widget).toHaveAttribute('data-party', data.party_id);
    await expect(widget.locator('call-us-selector')).toHaveAttribute('phonesystem-url', data.url);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded === true)).toBe(true);
    expect(scriptRequested).toBe(true);
  });
});

test.describe('route guards and sign-out', () => {
  test('the login guard sends a signed-in partner to the customer list', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    await expect(page).toHaveURL(/\/home\/erep\/customers$/);
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/home\/erep\/customers$/);
  });

  test('a token without a loaded user is sent to sign-in and signed out', async ({ page }) => {
    await page.goto('/sign-in');
    await page.evaluate(() => localStorage.setItem('token', 'stale-token'));
    await page.goto('/home/erep/customer/demo-bistro');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  // Sign-out ends every session of the user: these two use the demo manager, whom no other test
  // signs in, one after the other.
  test.describe.configure({ mode: 'serial' });
  test('sign-out clears the stored keys, user_role too, and lands on sign-in', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    expect(await page.evaluate(() => localStorage.getItem('user_role'))).toBe('ROLE_CUSTOMER');
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/sign-in$/);
    const keys = await page.evaluate(() => ['token', 'access', 'user', 'user_authenticated', 'user_role'].map((k) => localStorage.getItem(k)));
    expect(keys).toEqual([null, null, null, null, null]);
    await page.goto('/home/erep/customer/demo-bakery');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('signing out in one tab signs out the others', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, 'manager@demo.test');
    const second = await context.newPage();
    await second.goto('/customer/demo-bistro/account/personal_details');
    await expect(second).toHaveURL(/personal_details$/);
    await first.goto('/sign-out');
    await expect(first).toHaveURL(/\/sign-in$/);
    await expect(second).toHaveURL(/\/sign-in$/);
  });
});

test.describe('verification session', () => {
  // The moves below are made with pushState, as a remote's link does: the shell and the remotes'
  // routers hear them through the history bridge (`bridgeHistory`, `@erep/shared/routing`). Each
  // move comes once the page shows, as a person's click does.
  const signInAndLand = async (page: Page, email: string) => {
    await signIn(page, email);
    await expect(page.locator('[data-slot] h1').first()).toBeVisible();
  };

  test('slides for 30 minutes of activity and ends after 4 hours at most', async ({ page }) => {
    await page.clock.install();
    await signInAndLand(page, 'customer@demo.test');
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('verification_session') ?? '{"startedAt":0,"expiresAt":0}') as { startedAt: number; expiresAt: number });
    const expiresAt = async () => (await stored()).expiresAt;
    // A move renews the session in an effect after the route changes: the clock moves on only once
    // the renewal is stored, or the next jump would race it.
    const move = async (path: string) => {
      const before = await expiresAt();
      await page.evaluate((p) => window.history.pushState({}, '', p), path);
      await expect.poll(expiresAt).toBeGreaterThan(before);
      await expect(page).not.toHaveURL(/\/sign-in$/);
    };
    const paths = ['/customer/demo-bistro/account/personal_details', '/home/erep/customer/demo-bistro'];
    // Active every 25 minutes: past the first 30 minutes only because each move renews it.
    for (let i = 0; i < 9; i += 1) {
      await page.clock.fastForward('25:00');
      await move(paths[i % 2] ?? '/');
    }
    // At 3 h 45 the renewal stops at the 4-hour cap instead of sliding 30 minutes on.
    const session = await stored();
    expect(session.expiresAt - session.startedAt).toBe(4 * 60 * 60 * 1000);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    // Just past 4 hours: signed out at the next move, 15 minutes after the last activity.
    await page.clock.fastForward('15:30');
    await page.evaluate((p) => window.history.pushState({}, '', p), paths[1] ?? '/');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('31 idle minutes end the session', async ({ page }) => {
    await page.clock.install();
    await signInAndLand(page, 'bakery@demo.test');
    await page.clock.fastForward('31:00');
    await page.evaluate(() => window.history.pushState({}, '', '/customer/demo-bakery/account/personal_details'));
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('exempt routes do not sign out an expired session', async ({ page }) => {
    await page.clock.install();
    await signInAndLand(page, 'admin@demo.test');
    // The session expires on an exempt page: left idle on a guarded page, it may end there first, rightly.
    await page.evaluate(() => window.history.pushState({}, '', '/privacy-policy'));
    await expect(page.locator('[data-slot="mf_public"] h1')).toBeVisible();
    await page.clock.fastForward('31:00');
    await page.evaluate(() => window.history.pushState({}, '', '/contact'));
    await expect(page).toHaveURL(/\/contact$/);
    await settled(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});
