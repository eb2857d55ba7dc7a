// @vitest-environment node
import { billedPrice, formatBillingDay, formatMoney } from '@erep/shared/rules';

const monthly = { amount: 89, currency: 'EUR', period: 'month' } as const;
const yearly = { amount: 890, currency: 'EUR', period: 'year' } as const;

describe('billedPrice', () => {
  it.each([
    ['en', monthly, '€89 per month, billed monthly'],
    ['en', yearly, '€890 per year, billed yearly'],
    ['fr', monthly, '89 € par mois, facturé mensuellement'],
    ['fr', yearly, '890 € par an, facturé annuellement'],
    ['sp', monthly, '89 € al mes, facturado mensualmente'],
    ['sp', yearly, '890 € al año, facturado anualmente'],
  ] as const)('says in %s what is charged and how often', (lng, price, text) => {
    // Intl separates the amount from the sign with a no-break space in French and Spanish.
    expect(billedPrice(price, lng).replace(/\s/g, ' ')).toBe(text);
  });

  it('reads browser-style language tags and falls back to English', () => {
    expect(billedPrice(monthly, 'es-ES')).toBe(billedPrice(monthly, 'sp'));
    expect(billedPrice(monthly, 'fr-CA')).toBe(billedPrice(monthly, 'fr'));
    expect(billedPrice(monthly, 'de')).toBe('€89 per month, billed monthly');
  });

  it('keeps the currency of the price', () => {
    expect(formatMoney(1290.5, 'USD', 'en')).toBe('US$1,290.50');
  });
});

describe('formatBillingDay', () => {
  it('writes a calendar day in the reader’s language, whatever the time zone', () => {
    expect(formatBillingDay('2026-11-27', 'en')).toBe('27 November 2026');
    expect(formatBillingDay('2026-11-27', 'fr')).toBe('27 novembre 2026');
    expect(formatBillingDay('2026-11-27', 'sp')).toBe('27 de noviembre de 2026');
    expect(formatBillingDay('not-a-day', 'en')).toBe('not-a-day');
  });
});
