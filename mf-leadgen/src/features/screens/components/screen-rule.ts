import type { TFunction } from 'i18next';
import type { ScreenSettingsView } from '@erep/shared/schemas';

/** The rule the screen itself shows, in the back office's language. */
export function screenRule(t: TFunction, s: Pick<ScreenSettingsView, 'review_count' | 'min_rating'>): string {
  return s.min_rating > 1 ? t('screens.ruleMin', { number: s.review_count, min: s.min_rating }) : t('screens.ruleAll', { number: s.review_count });
}
