import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  AA_CONTRAST,
  applyTheme,
  contrast,
  CUSTOMER_THEME_DELAY_MS,
  DEFAULT_THEME,
  mixColors,
  parseHex,
  scheduleTheme,
  SURFACE_COLOR,
  TABLE_HEAD_COLOR,
  THEME_DELAY_MS,
  themeVariables,
} from '@erep/shared/theme';

describe('mixColors', () => {
  it('mixes by weight of the first colour', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mixColors('#ff0000', '#0000ff', 0)).toBe('#0000ff');
    expect(mixColors('#f00', '#fff', 0.2)).toBe('#ffcccc');
  });

  it('never throws on bad input', () => {
    expect(mixColors('nope', '#ffffff', 0.5)).toBe('#ffffff');
    expect(mixColors('#123456', 'red', 0.5)).toBe('#123456');
    expect(mixColors('x', 'y', 0.5)).toBe('#000000');
    expect(mixColors('#000', '#fff', Number.NaN)).toBe('#808080');
    expect(mixColors('#000', '#fff', 7)).toBe('#000000');
  });

  it('parses #rgb and #rrggbb only', () => {
    expect(parseHex('#AbC')).toEqual([170, 187, 204]);
    expect(parseHex('#0a0B0c')).toEqual([10, 11, 12]);
    expect(parseHex('#abcd')).toBeNull();
    expect(parseHex('abc')).toBeNull();
    expect(parseHex('#ggg')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });
});

describe('themeVariables', () => {
  it('maps partner colours to CSS variables', () => {
    const vars = themeVariables({ back_color: '#0044CC', font_color: '#fff', title_color: '#112233' });
    expect(vars).toMatchObject({
      '--color-primary': '#0044cc',
      '--color-on-primary': '#ffffff',
      '--color-title': '#112233',
      '--color-link': '#0044cc',
      '--color-background': mixColors('#0044cc', '#ffffff', 0.05),
      '--color-danger': '#c62828',
      '--color-primary-light': mixColors('#0044cc', '#ffffff', 0.2),
      '--color-danger-light': mixColors('#c62828', '#ffffff', 0.2),
    });
    expect(vars['--color-background']).toBe('#f2f6fc');
    expect(vars['--color-primary-light']).toBe('#ccdaf5');
  });

  it('falls back to defaults for invalid colours', () => {
    const vars = themeVariables({ back_color: 'blue', font_color: '', title_color: '#12' });
    expect(vars['--color-primary']).toBe(DEFAULT_THEME.back_color);
    expect(vars['--color-on-primary']).toBe(DEFAULT_THEME.font_color);
    expect(vars['--color-title']).toBe(DEFAULT_THEME.title_color);
    expect(themeVariables(null)['--color-primary']).toBe(DEFAULT_THEME.back_color);
  });

  it('keeps the partner colours that already read well, and fixes those that do not', () => {
    const demo = themeVariables({ back_color: '#1f6feb', font_color: '#ffffff', title_color: '#0b2a4a' });
    expect(demo['--color-on-primary']).toBe('#ffffff');
    // The demo blue is too light for links on the page background (4.3): darkened, same hue family.
    expect(wcag(demo['--color-link'] ?? '', demo['--color-background'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(demo['--color-link']).not.toBe('#1f6feb');
    const yellow = themeVariables({ back_color: '#ffff00', font_color: '#ffffff', title_color: '#ffff00' });
    expect(yellow['--color-primary']).toBe('#ffff00');
    expect(yellow['--color-on-primary']).not.toBe('#ffffff');
  });

  it('the stylesheet defaults are the default theme', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../src/theme/base.css'), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries([...root.matchAll(/(--color-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
    expect(declared).toMatchObject(themeVariables(DEFAULT_THEME));
  });
});

/** WCAG 2 contrast computed here, independently of the theme's own contrast function. */
function wcag(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Every text/background pair the chrome and the UI kit use, by variable name. */
const PAIRS: [string, string][] = [
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-hover'],
  ['--color-on-primary', '--color-primary-active'],
  ['--color-link', '--color-background'],
  ['--color-link', 'surface'],
  ['--color-link', '--color-primary-light'],
  ['--color-title', '--color-background'],
  ['--color-title', 'surface'],
  ['--color-text', '--color-background'],
  ['--color-text', 'surface'],
  ['--color-text-muted', '--color-background'],
  ['--color-text-muted', 'surface'],
  ['--color-text-muted', 'table-head'],
  ['--color-danger', '--color-background'],
  ['--color-danger', 'surface'],
  ['white', '--color-danger'],
];

function failingPairs(colors: { back_color: string; font_color: string; title_color: string }): string[] {
  const vars: Record<string, string> = { ...themeVariables(colors), surface: SURFACE_COLOR, 'table-head': TABLE_HEAD_COLOR, white: '#ffffff' };
  return PAIRS.flatMap(([fg, bg]) => {
    const ratio = wcag(vars[fg] ?? '', vars[bg] ?? '');
    return ratio >= AA_CONTRAST ? [] : [`${fg} ${vars[fg]} on ${bg} ${vars[bg]}: ${ratio.toFixed(2)}`];
  });
}

// A seeded generator: the same colours on every run, so a failure can be replayed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('derived colours meet WCAG AA (4.5:1) whatever the partner picks', () => {
  const named: [string, string, string, string][] = [
    ['demo blue', '#1f6feb', '#ffffff', '#0b2a4a'],
    ['nordic', '#0f766e', '#f0fdfa', '#134e4a'],
    ['white on white', '#ffffff', '#ffffff', '#ffffff'],
    ['black on black', '#000000', '#000000', '#000000'],
    ['yellow', '#ffff00', '#ffffff', '#ffff00'],
    ['yellow with black text', '#ffeb3b', '#000000', '#fdd835'],
    ['mid grey', '#777777', '#888888', '#999999'],
    ['grey where neither black nor white reaches 4.6', '#767676', '#767676', '#767676'],
    ['light blue', '#8ecae6', '#ffffff', '#8ecae6'],
    ['red', '#ff0000', '#ff0000', '#ff0000'],
    ['lime', '#00ff00', '#ffffff', '#00ff00'],
    ['navy', '#001f3f', '#001f3f', '#001f3f'],
    ['default', DEFAULT_THEME.back_color, DEFAULT_THEME.font_color, DEFAULT_THEME.title_color],
  ];
  it.each(named)('%s', (_name, back_color, font_color, title_color) => {
    expect(failingPairs({ back_color, font_color, title_color })).toEqual([]);
  });

  it('for 500 random partners', () => {
    const next = random(2026);
    const hex = () => `#${Math.floor(next() * 0x1000000).toString(16).padStart(6, '0')}`;
    const failures = Array.from({ length: 500 }, () => ({ back_color: hex(), font_color: hex(), title_color: hex() })).flatMap((colors) =>
      failingPairs(colors).map((failure) => `${JSON.stringify(colors)} ${failure}`),
    );
    expect(failures).toEqual([]);
  });

  it('agrees with the contrast function it uses', () => {
    expect(contrast('#ffffff', '#000000')).toBe(21);
    expect(Math.abs(contrast('#1f6feb', '#ffffff') - wcag('#1f6feb', '#ffffff'))).toBeLessThan(0.02);
  });
});

describe('applying the theme', () => {
  const colors = { back_color: '#336699', font_color: '#ffffff', title_color: '#000000' };

  it('sets the variables on the element', () => {
    const el = document.createElement('div');
    applyTheme(colors, el);
    expect(el.style.getPropertyValue('--color-primary')).toBe('#336699');
    expect(el.style.getPropertyValue('--color-danger')).toBe('#c62828');
  });

  it('waits 500 ms by default and can be cancelled', () => {
    vi.useFakeTimers();
    try {
      expect(THEME_DELAY_MS).toBe(500);
      expect(CUSTOMER_THEME_DELAY_MS).toBe(1000);
      const el = document.createElement('div');
      scheduleTheme(colors, undefined, el);
      vi.advanceTimersByTime(499);
      expect(el.style.getPropertyValue('--color-primary')).toBe('');
      vi.advanceTimersByTime(1);
      expect(el.style.getPropertyValue('--color-primary')).toBe('#336699');

      const other = document.createElement('div');
      const cancel = scheduleTheme(colors, CUSTOMER_THEME_DELAY_MS, other);
      vi.advanceTimersByTime(900);
      cancel();
      vi.advanceTimersByTime(500);
      expect(other.style.getPropertyValue('--color-primary')).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('defaults to the document element', () => {
    applyTheme(colors);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#336699');
  });
});
