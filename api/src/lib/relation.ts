import type { Relation, RelationStrength } from '@erep/shared/schemas';

/** Below this many days a coefficient says nothing worth stating. */
export const MIN_RELATION_DAYS = 10;

/** Usual reading of |r| in the social sciences: under 0.1 none, 0.3 weak, 0.5 moderate, above strong. */
export function strengthOf(r: number | null, n: number): RelationStrength {
  if (r === null || n < MIN_RELATION_DAYS) return 'too_few';
  const size = Math.abs(r);
  if (size < 0.1) return 'none';
  if (size < 0.3) return 'weak';
  if (size < 0.5) return 'moderate';
  return 'strong';
}

/** Pearson's r of paired values; null for fewer than two pairs or a constant series. */
export function pearson(pairs: readonly (readonly [number, number])[]): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
  }
  const mx = sx / n;
  const my = sy / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (const [x, y] of pairs) {
    cov += (x - mx) * (y - my);
    vx += (x - mx) ** 2;
    vy += (y - my) ** 2;
  }
  if (vx === 0 || vy === 0) return null;
  return cov / Math.sqrt(vx * vy);
}

export function relationOf(pairs: readonly (readonly [number, number])[]): Relation {
  const r = pearson(pairs);
  return { r: r === null ? null : Math.round(r * 100) / 100, n: pairs.length, strength: strengthOf(r, pairs.length) };
}
