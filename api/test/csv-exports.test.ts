import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
let code = '';
const EMAIL = 'csv.formula@example.com';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Ana")';
const FORMULA_COMMENT = '=HYPERLINK("http://evil.example","Click me")';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const SEPARATOR = { fr: ';', en: ',', sp: ';' } as const;
type Lang = keyof typeof SEPARATOR;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  const token = await tokenFor(app, DEMO_USERS.customer);
  const advantage = await app.inject({
    method: 'POST',
    url: '/api/customer/demo-bistro/advantages',
    headers: bearer(token),
    payload: { title_fr: '', description_fr: '', title_en: 'Free coffee', description_en: '', title_sp: '', description_sp: '', kind: 'gift', value: '', establishments: [], validity_days: '30', ends_on: '', quantity_limit: '', active: true },
  });
  expect(advantage.statusCode, advantage.body).toBe(201);
  const tag = (advantage.json() as { data: { tag: string } }).data.tag;
  // A visitor types formulas as their name and comment; the feedback gives them a coupon and makes them a contact.
  const posted = await app.inject({
    method: 'POST',
    url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon?.id ?? 0}`,
    payload: { rating: 1, firstname: FORMULA_NAME, email: EMAIL, acceptTerms: true, marketingConsent: true, comment: FORMULA_COMMENT, advantage: tag, language: 'fr' },
    headers: { cookie: 'erep_vid=csvExportVisitor000000001' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  code = (posted.json() as { data: { coupon: { code: string } } }).data.coupon.code;
});

afterAll(async () => {
  await app?.close();
});

async function exportOf(url: string, email: string = DEMO_USERS.customer) {
  const res = await app.inject({ url, headers: bearer(await tokenFor(app, email)) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { bytes: res.rawPayload, text: res.body };
}

const rowsOf = (text: string, lang: Lang) => parse(text, { bom: true, columns: true, delimiter: SEPARATOR[lang] }) as Record<string, string>[];
const firstLine = (text: string) => text.split('\n')[0] ?? '';
const BOM = [0xef, 0xbb, 0xbf];

describe('coupons export', () => {
  const url = (lang?: Lang) => `/api/customer/demo-bistro/coupons.csv?q=${code}${lang ? `&lang=${lang}` : ''}`;

  it('starts with the UTF-8 BOM and uses the separator and titles of the language', async () => {
    const fr = await exportOf(url('fr'));
    expect([...fr.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(firstLine(fr.text)).toBe('\uFEFFCode;État;Avantage;E-mail;Nom;Établissement;Émis le (UTC);Expire le (UTC);Validé le (UTC);Validé à');
    expect(firstLine((await exportOf(url('en'))).text)).toBe('\uFEFFCode,State,Advantage,Email,Name,Establishment,Issued at (UTC),Expires at (UTC),Validated at (UTC),Validated where');
    expect(firstLine((await exportOf(url('sp'))).text)).toMatch(/^\uFEFFCódigo;Estado;Ventaja;/);
    // No `lang`: the user's own language (the bistro's French user, the bakery's English one).
    expect(firstLine((await exportOf(url())).text)).toMatch(/^\uFEFFCode;État;/);
    expect(firstLine((await exportOf('/api/customer/demo-bakery/coupons.csv', DEMO_USERS.bakery)).text)).toMatch(/^\uFEFFCode,State,/);
  });

  it('writes dates a spreadsheet reads, the state in the language, and formulas as text', async () => {
    for (const [lang, state] of [['fr', 'actif'], ['en', 'active'], ['sp', 'activo']] as const) {
      const [row, ...rest] = rowsOf((await exportOf(url(lang))).text, lang);
      expect(rest).toEqual([]);
      const cells = Object.values(row ?? {});
      expect(cells[0]).toBe(code);
      expect(cells[1]).toBe(state);
      expect(cells[4]).toBe(`'${FORMULA_NAME}`);
      expect(cells[6]).toMatch(DATE_TIME);
      expect(cells[7]).toMatch(DATE_TIME);
    }
  });
});

describe('contacts export', () => {
  const url = (lang: Lang) => `/api/customer/demo-bistro/contacts.csv?q=${EMAIL}&lang=${lang}`;

  it('starts with the BOM, separates per language, and writes consent, language and dates in the language', async () => {
    const expected = { fr: ['donné', 'français'], en: ['given', 'French'], sp: ['dado', 'francés'] } as const;
    for (const lang of ['fr', 'en', 'sp'] as const) {
      const { bytes, text } = await exportOf(url(lang));
      expect([...bytes.subarray(0, 3)]).toEqual(BOM);
      expect(firstLine(text).split(SEPARATOR[lang])).toHaveLength(12);
      const [row, ...rest] = rowsOf(text, lang);
      expect(rest).toEqual([]);
      const cells = Object.values(row ?? {});
      expect(cells[0]).toBe(EMAIL);
      // A formula typed as a first name stays text.
      expect(cells[1]).toBe(`'${FORMULA_NAME}`);
      expect(cells[3]).toBe(expected[lang][1]);
      expect(cells[5]).toBe(expected[lang][0]);
      expect(cells[6]).toMatch(DATE_TIME);
      // The wording agreed to, as the visitor read it.
      expect(cells[7]).not.toBe('');
      expect(cells[8]).toMatch(DATE_TIME);
    }
    expect(firstLine((await exportOf(url('en'))).text)).toBe('\uFEFFEmail,First name,Last name,Language,Establishment,Consent,Consent at (UTC),Wording agreed to,First visit (UTC),Last visit (UTC),Reviews,Coupons');
  });
});

describe('reviews export', () => {
  const url = (lang: Lang) => `/api/customer/demo-bistro/reputation/reviews/search.csv?period=global&lang=${lang}`;

  it('starts with the BOM, separates per language, translates sentiment and yes/no, and keeps a formula comment as text', async () => {
    const expected = {
      fr: { sentiment: ['positif', 'neutre', 'négatif'], yesNo: ['oui', 'non'], source: 'notre formulaire', titles: 'Date;Établissement;Source;Note;Langue;Sentiment;Auteur;Interne;Avantage;Commentaire' },
      en: { sentiment: ['positive', 'neutral', 'negative'], yesNo: ['yes', 'no'], source: 'our form', titles: 'Date,Establishment,Source,Rating,Language,Sentiment,Author,Internal,Advantage,Comment' },
      sp: { sentiment: ['positivo', 'neutro', 'negativo'], yesNo: ['sí', 'no'], source: 'nuestro formulario', titles: 'Fecha;Establecimiento;Origen;Nota;Idioma;Sentimiento;Autor;Interna;Ventaja;Comentario' },
    } as const;
    for (const lang of ['fr', 'en', 'sp'] as const) {
      const { bytes, text } = await exportOf(url(lang));
      expect([...bytes.subarray(0, 3)]).toEqual(BOM);
      expect(firstLine(text)).toBe(`\uFEFF${expected[lang].titles}`);
      const rows = rowsOf(text, lang).map((r) => Object.values(r));
      expect(rows.length).toBeGreaterThan(10);
      const sentiments = new Set(rows.map((r) => r[5]).filter(Boolean));
      expect([...sentiments].sort()).toEqual([...expected[lang].sentiment].sort());
      expect(rows.every((r) => (expected[lang].yesNo as readonly string[]).includes(r[7] ?? ''))).toBe(true);
      expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[0] ?? ''))).toBe(true);
      const mine = rows.find((r) => r[9]?.includes('HYPERLINK'));
      expect(mine?.[9]).toBe(`'${FORMULA_COMMENT}`);
      expect(mine?.[2]).toBe(expected[lang].source);
      expect(rows.some((r) => r[9]?.startsWith('='))).toBe(false);
    }
  });
});
