import { useTranslation } from 'react-i18next';
import type { Relation } from '@erep/shared/schemas';
import { formatNumber } from '../lib/format';

/**
 * A correlation said plainly: how strong, which way, on how many days. `a` and `b` are already
 * translated names of the two daily series ("the temperature", "the average rating").
 */
export function RelationSentence({ relation, a, b, testId }: { relation: Relation; a: string; b: string; testId?: string }) {
  const { t, i18n } = useTranslation('erep');
  const r = relation.r === null ? '—' : formatNumber(i18n.language, relation.r, 2);
  const direction = relation.r === null || relation.strength === 'none' || relation.strength === 'too_few' ? '' : t(relation.r > 0 ? 'relation.together' : 'relation.opposite');
  return (
    <p data-testid={testId} data-strength={relation.strength}>
      {t(`relation.${relation.strength}`, { a, b, r, n: relation.n })}
      {direction ? ` ${direction}` : ''}
    </p>
  );
}
