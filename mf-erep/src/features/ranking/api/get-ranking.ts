import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Ranking, ReviewPlatform } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export const rankingKey = (tag: string, range: RangeParams, platform: ReviewPlatform | '') => ['erep', 'customer', tag, 'ranking', range, platform] as const;

export async function getRanking(tag: string, range: RangeParams, platform: ReviewPlatform | ''): Promise<Ranking> {
  const query = { ...range, platform: platform || undefined };
  return (await unwrap(api.get<{ data: Ranking }>(`customer/${encodeURIComponent(tag)}/reputation/ranking`, { query }))).data;
}

export function useRanking(tag: string, range: RangeParams, platform: ReviewPlatform | '') {
  return useQuery({ queryKey: rankingKey(tag, range, platform), queryFn: () => getRanking(tag, range, platform) });
}
