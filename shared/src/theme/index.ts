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

/** CSS custom properties for partner or customer colours; invalid colours use the defaults. */
export function themeVariables(colors: Partial<ThemeColors> | null | undefined): Record<string, string> {
  const primary = normaliseHex(colors?.back_color, DEFAULT_THEME.back_color);
  return {
    '--color-primary': primary,
    '--color-on-primary': normaliseHex(colors?.font_color, DEFAULT_THEME.font_color),
    '--color-title': normaliseHex(colors?.title_color, DEFAULT_THEME.title_color),
    '--color-background': mixColors(primary, WHITE, 0.05),
    '--color-danger': DANGER_COLOR,
    '--color-primary-light': mixColors(primary, WHITE, 0.2),
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
