import {
  applyTheme,
  CUSTOMER_THEME_DELAY_MS,
  DEFAULT_THEME,
  mixColors,
  parseHex,
  scheduleTheme,
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
    expect(vars).toEqual({
      '--color-primary': '#0044cc',
      '--color-on-primary': '#ffffff',
      '--color-title': '#112233',
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
