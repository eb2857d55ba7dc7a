import { useTranslation } from 'react-i18next';
import { badgeCount } from '@erep/shared/rules';

export interface BadgeProps {
  count: number;
  /** Render a zero count instead of nothing. */
  showZero?: boolean;
  /** Accessible text; default "{{count}} new". */
  label?: string;
  className?: string;
}

export function Badge({ count, showZero = false, label, className }: BadgeProps) {
  const { t } = useTranslation('shared');
  if (!showZero && !(count > 0)) return null;
  const text = badgeCount(count);
  return (
    <span className={['erep-badge', className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{text}</span>
      <span className="erep-visually-hidden">{label ?? t('badge_label', { count: Math.max(0, Math.floor(count || 0)) })}</span>
    </span>
  );
}
