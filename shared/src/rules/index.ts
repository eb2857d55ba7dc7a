import type { LanguageCode } from '@erep/shared/schemas';
import { COUNTRIES } from './countries';

export { COUNTRIES };
export { billedPrice, formatBillingDay, formatMoney } from './billing';

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET = 16;
export const TOAST_Z_INDEX = 2000;
export const NARROW_SCREEN_PX = 1024;
export const AUTO_PAGING_CAP = 10000;
export const BADGE_MAX = 99;
export const SCORE_WIDTH_FACTOR = 50;
export const SUBSCRIPTION_DAYS = 366;
/** A subscription ending within this many days (or ended) with nothing after it is offered for renewal. */
export const RENEWAL_NOTICE_DAYS = 30;
export const DEFAULT_RANGE_DAYS = 30;

/** Five feedback levels; the value of a level is its index + 1. */
export const RATING_LEVELS = ['terrible', 'bad', 'okay', 'good', 'amazing'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

export function ratingValue(level: RatingLevel): number {
  return RATING_LEVELS.indexOf(level) + 1;
}

export interface ScoreHelperResult {
  width: number;
  red: number;
  green: number;
  feeling: number;
  score: number;
}

export function scoreHelper(score: number): ScoreHelperResult {
  if (score === 0) return { width: 0, red: 255, green: 255, feeling: -1, score };
  return { width: score * SCORE_WIDTH_FACTOR, red: (1 - score) * 255, green: 255, feeling: 1, score };
}

/**
 * '4,5/5' -> 4.5: drops a trailing '/x' suffix, turns a decimal comma into a dot.
 * Returns NaN when what remains is not a number (callers must check with Number.isNaN).
 */
export function normaliseRating(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim().replace(/\s*\/\s*[^/]*$/, '').replace(',', '.').trim();
  if (trimmed === '') return Number.NaN;
  return Number(trimmed);
}

function firstLetter(word: string | undefined): string {
  const trimmed = word?.trim() ?? '';
  const letter = trimmed ? [...trimmed][0] : undefined;
  return letter ? letter.toUpperCase() : '';
}

export function initials(first?: string, last?: string): string {
  return firstLetter(first) + firstLetter(last);
}

export function initialsFromName(fullName: string): string {
  const [first, second] = fullName.trim().split(/\s+/);
  return initials(first, second);
}

export interface DateRange {
  start_date: string;
  end_date: string;
}

/** 'YYYY-M-DD' (month not padded, day padded), the format the spec stores ranges in. */
export function formatRangeDate(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${String(date.getDate()).padStart(2, '0')}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function defaultDateRange(today: Date = new Date()): DateRange {
  return { start_date: formatRangeDate(addDays(today, -DEFAULT_RANGE_DAYS)), end_date: formatRangeDate(today) };
}

type DateValue = string | number | null | undefined;
export type DateRangeInput = { start_date?: DateValue; end_date?: DateValue } | DateValue;

function isResetValue(value: DateValue): boolean {
  return value === undefined || value === null || value === 0 || value === '' || value === 'Global';
}

/**
 * The range to use: the default one when the value (or either of its dates) is empty,
 * 'Global', 0 or null. A bare scalar is never a range, so it also gives the default.
 */
export function resolveDateRange(value: DateRangeInput, today: Date = new Date()): DateRange {
  if (value === null || typeof value !== 'object') return defaultDateRange(today);
  if (isResetValue(value.start_date) || isResetValue(value.end_date)) return defaultDateRange(today);
  return { start_date: String(value.start_date), end_date: String(value.end_date) };
}

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Subscription period: today to 366 days later, as 'YYYY-MM-DD'. */
export function subscriptionDates(today: Date = new Date()): { updated_at: string; expired_at: string } {
  return { updated_at: isoDate(today), expired_at: isoDate(addDays(today, SUBSCRIPTION_DAYS)) };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const ID_BYTE_LIMIT = 256 - (256 % ID_ALPHABET.length);

export function randomId(length = 16): string {
  let id = '';
  const bytes = new Uint8Array(Math.max(length, 16) * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= ID_BYTE_LIMIT) continue;
      id += ID_ALPHABET[byte % ID_ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}

const SHORTLIST_CODES = ['FR', 'ES', 'GB', 'US', 'MU'] as const;

// Pure: a bundle that never shows a country list drops the list.
export const COUNTRY_SHORTLIST: readonly { name: string; code: string }[] = /* @__PURE__ */ SHORTLIST_CODES.map((code) => {
  const country = COUNTRIES.find((c) => c.code === code);
  return { code, name: country?.name ?? code };
});

/** BCP 47 tag for a language code: the spec's 'sp' is Spanish, 'es'. */
export function toBcp47(lng: LanguageCode): string {
  return lng === 'sp' ? 'es' : lng;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(lng: LanguageCode): Intl.DisplayNames | null {
  const tag = toBcp47(lng);
  if (!displayNames.has(tag)) {
    try {
      displayNames.set(tag, new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(tag, null);
    }
  }
  return displayNames.get(tag) ?? null;
}

/** Country name in the given language; the English name when the runtime has no data, the code itself when unknown. */
export function countryName(code: string, lng: LanguageCode): string {
  const upper = code.toUpperCase();
  const country = COUNTRIES.find((c) => c.code === upper);
  if (!country) return code;
  let localised: string | undefined;
  try {
    localised = regionNames(lng)?.of(upper);
  } catch {
    // Malformed code: fall through to the list.
  }
  return localised ?? country.name;
}

/** Badge text: the count, capped at '99+'. */
export function badgeCount(n: number): string {
  if (Number.isNaN(n) || n <= 0) return '0';
  return n > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(n));
}
export { fitInterval, periodsBetween, periodStart } from './trends';
