// @vitest-environment node
import {
  AUTO_PAGING_CAP,
  badgeCount,
  COUNTRIES,
  COUNTRY_SHORTLIST,
  countryName,
  defaultDateRange,
  formatRangeDate,
  initials,
  initialsFromName,
  NARROW_SCREEN_PX,
  normaliseRating,
  randomId,
  RATING_LEVELS,
  ratingValue,
  resolveDateRange,
  scoreHelper,
  subscriptionDates,
  toBcp47,
  TOAST_DURATION_MS,
  TOAST_OFFSET,
  TOAST_Z_INDEX,
} from '@erep/shared/rules';

describe('scoreHelper', () => {
  it('gives feeling -1, width 0 and full red for a zero score', () => {
    expect(scoreHelper(0)).toEqual({ width: 0, red: 255, green: 255, feeling: -1, score: 0 });
  });

  it('scales width by 50 and red by (1 - score) otherwise', () => {
    expect(scoreHelper(0.5)).toEqual({ width: 25, red: 127.5, green: 255, feeling: 1, score: 0.5 });
    expect(scoreHelper(1)).toEqual({ width: 50, red: 0, green: 255, feeling: 1, score: 1 });
    expect(scoreHelper(-0.5)).toMatchObject({ width: -25, red: 382.5, feeling: 1 });
  });
});

describe('normaliseRating', () => {
  it('trims a trailing /x suffix and turns a comma into a dot', () => {
    expect(normaliseRating('4,5/5')).toBe(4.5);
    expect(normaliseRating('3/5')).toBe(3);
    expect(normaliseRating(' 4.2 / 10 ')).toBe(4.2);
    expect(normaliseRating('4,0')).toBe(4);
  });

  it('keeps numbers and gives NaN for garbage', () => {
    expect(normaliseRating(3.5)).toBe(3.5);
    expect(normaliseRating('abc')).toBeNaN();
    expect(normaliseRating('')).toBeNaN();
    expect(normaliseRating('/5')).toBeNaN();
  });
});

describe('initials', () => {
  it('uppercases the first letters of first and last name', () => {
    expect(initials('jean', 'dupont')).toBe('JD');
    expect(initials('Émile')).toBe('É');
    expect(initials(undefined, 'martin')).toBe('M');
    expect(initials('', '')).toBe('');
  });

  it('uses the first two words of a full name', () => {
    expect(initialsFromName('marie claire dubois')).toBe('MC');
    expect(initialsFromName('  ana   lópez ')).toBe('AL');
    expect(initialsFromName('Cher')).toBe('C');
    expect(initialsFromName('')).toBe('');
  });
});

describe('date range', () => {
  const today = new Date(2024, 2, 5); // 5 March 2024 (2024 is a leap year)

  it('formats as YYYY-M-DD: month not padded, day padded', () => {
    expect(formatRangeDate(new Date(2024, 0, 7))).toBe('2024-1-07');
    expect(formatRangeDate(new Date(2024, 10, 25))).toBe('2024-11-25');
  });

  it('defaults to 30 days back to today', () => {
    expect(defaultDateRange(today)).toEqual({ start_date: '2024-2-04', end_date: '2024-3-05' });
    expect(defaultDateRange(new Date(2025, 0, 15))).toEqual({ start_date: '2024-12-16', end_date: '2025-1-15' });
  });

  it('resets to the default for empty, Global, 0 and null', () => {
    const fallback = defaultDateRange(today);
    expect(resolveDateRange('', today)).toEqual(fallback);
    expect(resolveDateRange('Global', today)).toEqual(fallback);
    expect(resolveDateRange(0, today)).toEqual(fallback);
    expect(resolveDateRange(null, today)).toEqual(fallback);
    expect(resolveDateRange(undefined, today)).toEqual(fallback);
    expect(resolveDateRange({ start_date: 'Global', end_date: '2024-3-01' }, today)).toEqual(fallback);
    expect(resolveDateRange({ start_date: '2024-1-01', end_date: null }, today)).toEqual(fallback);
  });

  it('keeps a complete range', () => {
    expect(resolveDateRange({ start_date: '2024-1-01', end_date: '2024-1-31' }, today)).toEqual({
      start_date: '2024-1-01',
      end_date: '2024-1-31',
    });
  });
});

describe('subscriptionDates', () => {
  it('runs 366 days from today as YYYY-MM-DD', () => {
    expect(subscriptionDates(new Date(2024, 0, 5))).toEqual({ updated_at: '2024-01-05', expired_at: '2025-01-05' });
    expect(subscriptionDates(new Date(2025, 2, 1))).toEqual({ updated_at: '2025-03-01', expired_at: '2026-03-02' });
  });
});

describe('randomId', () => {
  it('makes 16 alphanumeric characters by default', () => {
    const id = randomId();
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomId(40)).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(randomId(0)).toBe('');
  });

  it('differs between calls and covers the whole alphabet', () => {
    expect(randomId()).not.toBe(randomId());
    const seen = new Set(randomId(20000));
    expect(seen.size).toBe(62);
  });

  it('drops the bytes that would bias the alphabet', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(255);
      bytes[0] = 0;
      bytes[1] = 61;
      bytes[2] = 62;
      return array;
    });
    // 255 is rejected (>= 248); 0 -> 'A', 61 -> '9', 62 -> 'A' again.
    expect(randomId(3)).toBe('A9A');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 country once', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRIES.find((c) => c.code === 'FR')?.name).toBe('France');
  });

  it('has the five-country shortlist in order', () => {
    expect(COUNTRY_SHORTLIST).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'ES', name: 'Spain' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
      { code: 'MU', name: 'Mauritius' },
    ]);
  });

  it('names a country in the user language', () => {
    expect(countryName('ES', 'fr')).toBe('Espagne');
    expect(countryName('de', 'sp')).toBe('Alemania');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });

  it('maps sp to the es tag', () => {
    expect(toBcp47('sp')).toBe('es');
    expect(toBcp47('fr')).toBe('fr');
  });
});

describe('badgeCount', () => {
  it('caps at 99', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(-3)).toBe('0');
    expect(badgeCount(Number.NaN)).toBe('0');
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect(RATING_LEVELS).toEqual(['terrible', 'bad', 'okay', 'good', 'amazing']);
    expect(ratingValue('terrible')).toBe(1);
    expect(ratingValue('amazing')).toBe(5);
    expect([TOAST_DURATION_MS, TOAST_OFFSET, TOAST_Z_INDEX, NARROW_SCREEN_PX, AUTO_PAGING_CAP]).toEqual([3000, 16, 2000, 1024, 10000]);
  });
});
