import type { AccountTheme } from '@erep/shared/schemas';
import { AA_CONTRAST, contrast, SURFACE_COLOR } from '@erep/shared/theme';

export const HEX = /^#[0-9a-fA-F]{6}$/;

/** The pairs the public feedback page paints: text on the band and button, the title on the page. */
export function contrastIssues(theme: Pick<AccountTheme, 'back_color' | 'font_color' | 'title_color'>): { pair: 'band' | 'title'; ratio: number }[] {
  const issues: { pair: 'band' | 'title'; ratio: number }[] = [];
  if (HEX.test(theme.back_color) && HEX.test(theme.font_color)) {
    const ratio = contrast(theme.font_color, theme.back_color);
    if (ratio < AA_CONTRAST) issues.push({ pair: 'band', ratio });
  }
  if (HEX.test(theme.title_color)) {
    const ratio = contrast(theme.title_color, SURFACE_COLOR);
    if (ratio < AA_CONTRAST) issues.push({ pair: 'title', ratio });
  }
  return issues;
}

