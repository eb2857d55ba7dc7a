import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';

/** The session's storage keys; the partner's brand, the manifest and the period stay the page's own. */
const SESSION_KEYS = ['token', 'access', 'user', 'user_authenticated', 'user_role', 'planName', 'language'];
/** What a sign-in leaves in the browser's storage, kept per worker for each email and password. */
const signedIn = new Map<string, Array<[string, string]>>();

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(/e-?mail|correo/i).fill(email);
  await page.getByLabel(/password|mot de passe|contraseña/i).fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export interface SignInOptions {
  password?: string;
  /** The interface language to read the product in (as chosen with the navbar's selector). */
  language?: 'fr' | 'en' | 'sp';
  /** The page to open once signed in, instead of the landing page. */
  to?: string;
}

/**
 * Signs in through the real form the first time a worker meets this user; afterwards it restores
 * that sign-in's storage in the new page (the same token, still checked by the server), which keeps
 * the suite off the password hash and the form. A token ended meanwhile (another test signed the
 * user out everywhere) falls back to the form.
 */
export async function signIn(page: Page, email: string, options: string | SignInOptions = {}): Promise<void> {
  const { password = DEMO_PASSWORD, language, to }: SignInOptions = typeof options === 'string' ? { password: options } : options;
  const key = `${email}\n${password}`;
  const stored = signedIn.get(key);
  const token = stored?.find(([k]) => k === 'token')?.[1];
  if (stored && token && (await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).ok()) {
    const entries: Array<[string, string]> = language ? [...stored.filter(([k]) => k !== 'language'), ['language', language]] : stored;
    await page.addInitScript((restore) => {
      // Once per tab, so a sign-out later in the test stays signed out after a reload.
      if (sessionStorage.getItem('e2e-restored')) return;
      sessionStorage.setItem('e2e-restored', '1');
      for (const [k, v] of restore) localStorage.setItem(k, v);
      // A fresh verification window, as a sign-in starts one.
      localStorage.setItem('verification_session', JSON.stringify({ startedAt: Date.now(), expiresAt: Date.now() + 30 * 60_000 }));
    }, entries);
    if (to) {
      await page.goto(to);
      return;
    }
    await page.goto('/');
    await expect(page).not.toHaveURL(/\/sign-in|\/$/);
    return;
  }
  await signInThroughForm(page, email, password);
  signedIn.set(key, await page.evaluate((keys) => Object.entries(localStorage).filter(([k]) => keys.includes(k)), SESSION_KEYS));
  if (language) await setLanguage(page, language);
  if (to) await page.goto(to);
}

/** The language the page is in, set by the one shared i18n service. */
export async function setLanguage(page: Page, locale: 'fr' | 'en' | 'sp'): Promise<void> {
  await page.getByTestId('language-selector').selectOption(locale);
}

/** Serious and critical axe findings (WCAG rules and best practices axe enables by default). */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // Axe judges colours as painted, over a second or more: a toast that starts leaving meanwhile is
  // judged half-faded. The pointer on a toast holds every toast still, as it does for a reader;
  // then what is fading in or out finishes first.
  const toast = page.locator('.erep-toast').first();
  if (await toast.isVisible()) await toast.hover({ timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  // Legacy mode gathers the frames' results in the page itself rather than in a blank page opened
  // for each check: the same rules at about two thirds of the time.
  builder.setLegacyMode(true);
  // Only violations are read: every passing node is neither gathered nor sent back, which takes
  // about two thirds off each check on a long page.
  builder.options({ resultTypes: ['violations'] });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`).join(', ')}`);
}

/** Fails with every serious or critical axe violation on the page (or inside `include`). */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  expect(await seriousViolations(page, options), `axe on ${page.url()}`).toEqual([]);
}

/** Every Content-Security-Policy violation the page reports, across navigations. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Width and height read from a JPEG's start-of-frame segment. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no SOF segment');
}

/**
 * Resolves once the page has painted twice and run the tasks queued meanwhile: what a render
 * scheduled (effects, a redirect, a sign-out) has happened. A test that checks that something
 * does not happen waits for this rather than for a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

export interface SharedCopy {
  version: string;
  /** The container whose copy serves the share scope. */
  from: string;
  loaded: boolean;
  /** The containers that have taken it. */
  usedBy: string[];
}

/** The copies of a shared package the page's federation share scope holds, as its runtime records them. */
export async function sharedCopies(page: Page, pkg: string): Promise<SharedCopy[]> {
  return page.evaluate((name) => {
    type Entry = { from?: string; loaded?: boolean; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    return Object.values(federation?.__SHARE__ ?? {}).flatMap((scopes) =>
      Object.values(scopes).flatMap((packages) =>
        Object.entries(packages[name] ?? {}).map(([version, entry]) => ({ version, from: entry.from ?? '', loaded: entry.loaded === true, usedBy: entry.useIn ?? [] })),
      ),
    );
  }, pkg);
}
