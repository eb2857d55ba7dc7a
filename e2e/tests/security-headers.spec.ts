import { expect, test, type Page } from '@playwright/test';
import { recordViolations } from './helpers';

// Pages of the demo seed (api/src/seed): the Lyon bistro's QR feedback page and an expired coupon.
const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const COUPON = '/public/customer/demo-bistro/advantagecontact/OW0PPZT2';

/** Waits until a remote has mounted and its data is in. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-slot][data-state="mounted"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('security headers', () => {
  test('every page and API answer carries the policy: scripts from this origin only, no framing, a strict referrer', async ({ request }) => {
    for (const url of ['/', '/sign-in', FEEDBACK, '/api/health']) {
      const res = await request.get(url, { headers: { accept: 'text/html' } });
      const csp = res.headers()['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/script-src 'self'[^;]*'nonce-/);
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers()['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
    }
    // The QR page's one inline script carries this response's nonce.
    const page = await request.get(FEEDBACK);
    const nonce = /'nonce-([^']+)'/.exec(page.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await page.text()).toContain(`<script nonce="${nonce}">`);
  });

  test('an injected inline script is blocked and recorded, so the checks below can fail', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/sign-in');
    await settled(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('the public pages run with no policy violation: QR feedback, its take-over, a coupon, sign-in, sign-up, legal', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(FEEDBACK);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first interaction loads the public remote: its scripts must be allowed too.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
    await page.goto(COUPON);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const url of ['/sign-in', '/sign-up?c=all-inclusive&n=All_inclusive', '/privacy-policy']) {
      await page.goto(url);
      await settled(page);
    }
    expect(violations).toEqual([]);
  });
  // The signed-in pages are checked by the back-office accessibility walk, which records violations too.
});
