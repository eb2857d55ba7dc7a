import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

export { resolvePartnerCode } from './partner-code';

export interface ThemeColors {
  back_color: string;
  font_color: string;
  title_color: string;
}

export const THEME_DELAY_MS = 500;
export const CUSTOMER_THEME_DELAY_MS = 1000;

export const DEFAULT_THEME: Readonly<ThemeColors> = {
  back_color: '#2563eb',
  font_color: '#ffffff',
  title_color: '#111827',
};
export const DANGER_COLOR = '#c62828';
const WHITE = '#ffffff';

type Rgb = [number, number, number];

/** '#rgb' or '#rrggbb' (any case) to channels; null for anything else. */
export function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** A valid colour as '#rrggbb', or the fallback. */
export function normaliseHex(value: unknown, fallback: string): string {
  const rgb = parseHex(value);
  return rgb ? toHex(rgb) : fallback;
}

/**
 * Mixes two hex colours; `weight` (0..1) is the share of `a`, as in Sass `mix()`.
 * Never throws: an invalid colour falls back to the other one (black if both are invalid),
 * a weight outside 0..1 is clamped and a non-number weight counts as 0.5.
 */
export function mixColors(a: string, b: string, weight: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca && !cb) return '#000000';
  if (!ca) return toHex(cb as Rgb);
  if (!cb) return toHex(ca);
  const w = Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0.5;
  return toHex([0, 1, 2].map((i) => (ca[i] as number) * w + (cb[i] as number) * (1 - w)) as Rgb);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
// Aimed a little above AA where reachable, so another tool's rounding never reads 4.49.
const AIM_CONTRAST = 4.6;
const BLACK = '#000000';
/** Fixed surfaces the theme's text colours must read on, besides the derived page background. */
export const SURFACE_COLOR = '#ffffff';
export const TABLE_HEAD_COLOR = '#f9fafb';
const TEXT_COLOR = '#1f2937';
const TEXT_MUTED_COLOR = '#6b7280';

/** WCAG contrast ratio of two colours (colord's a11y plugin, floored to two decimals). */
export function contrast(a: string, b: string): number {
  return colord(a).contrast(b);
}

const worstContrast = (color: string, backgrounds: readonly string[]): number =>
  Math.min(...backgrounds.map((background) => contrast(color, background)));

/**
 * The colour closest to `color` (mixed toward black or toward white, whichever needs less) that
 * reads on every one of `backgrounds` at AA. Where no mix reaches the aim on all of them, the mix
 * with the best worst-case contrast is taken.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  const base = normaliseHex(color, BLACK);
  if (worstContrast(base, backgrounds) >= AIM_CONTRAST) return base;
  let best = { color: base, worst: worstContrast(base, backgrounds), weight: 0 };
  let found: { color: string; weight: number } | null = null;
  for (const extreme of [BLACK, WHITE]) {
    for (let step = 1; step <= 50; step += 1) {
      const weight = step / 50;
      const candidate = mixColors(extreme, base, weight);
      const worst = worstContrast(candidate, backgrounds);
      if (worst >= AIM_CONTRAST) {
        if (!found || weight < found.weight) found = { color: candidate, weight };
        break;
      }
      if (worst > best.worst) best = { color: candidate, worst, weight };
    }
  }
  return found?.color ?? best.color;
}

/**
 * A fill for hovered or active items on the primary colour: `primary` moved by `weight` away from
 * the text on it (darker under light text, lighter under dark text), so the text reads even better.
 */
export function stateFill(primary: string, onPrimary: string, weight: number): string {
  const away = colord(onPrimary).luminance() >= colord(primary).luminance() ? BLACK : WHITE;
  for (let w = weight; w > 0; w -= 0.02) {
    const fill = mixColors(away, primary, w);
    if (contrast(onPrimary, fill) >= Math.min(AIM_CONTRAST, contrast(onPrimary, primary))) return fill;
  }
  return primary;
}

/**
 * CSS custom properties for partner or customer colours; invalid colours use the defaults. The
 * partner's colours fill (navbar, buttons); every text colour is derived from them so that it
 * reads at WCAG AA on the surfaces it is used on, whatever colours the partner picked.
 */
export function themeVariables(colors: Partial<ThemeColors> | null | undefined): Record<string, string> {
  const primary = normaliseHex(colors?.back_color, DEFAULT_THEME.back_color);
  const onPrimary = readableOn(normaliseHex(colors?.font_color, DEFAULT_THEME.font_color), [primary]);
  const background = mixColors(primary, WHITE, 0.05);
  const primaryLight = mixColors(primary, WHITE, 0.2);
  const pageSurfaces = [background, SURFACE_COLOR];
  return {
    '--color-primary': primary,
    '--color-on-primary': onPrimary,
    '--color-primary-hover': stateFill(primary, onPrimary, 0.12),
    '--color-primary-active': stateFill(primary, onPrimary, 0.22),
    '--color-link': readableOn(primary, [...pageSurfaces, primaryLight]),
    '--color-title': readableOn(normaliseHex(colors?.title_color, DEFAULT_THEME.title_color), pageSurfaces),
    '--color-text': readableOn(TEXT_COLOR, pageSurfaces),
    '--color-text-muted': readableOn(TEXT_MUTED_COLOR, [...pageSurfaces, TABLE_HEAD_COLOR]),
    '--color-background': background,
    '--color-danger': readableOn(DANGER_COLOR, pageSurfaces),
    '--color-primary-light': primaryLight,
    '--color-danger-light': mixColors(DANGER_COLOR, WHITE, 0.2),
  };
}

export function applyTheme(colors: Partial<ThemeColors> | null | undefined, el: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(colors))) el.style.setProperty(name, value);
}

/** Applies the theme after a delay (spec: 500 ms after partner info, 1 s in the public layout); returns a cancel function. */
export function scheduleTheme(
  colors: Partial<ThemeColors> | null | undefined,
  delayMs: number = THEME_DELAY_MS,
  el?: HTMLElement,
): () => void {
  const timer = setTimeout(() => applyTheme(colors, el), delayMs);
  return () => clearTimeout(timer);
}
