import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { TopicMatrix } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export const topicMatrixKey = (tag: string, range?: RangeParams) =>
  range ? (['erep', 'customer', tag, 'topics', range] as const) : (['erep', 'customer', tag, 'topics'] as const);

export async function getTopicMatrix(tag: string, range: RangeParams): Promise<TopicMatrix> {
  return (await unwrap(api.get<{ data: TopicMatrix }>(`customer/${encodeURIComponent(tag)}/reputation/topics`, { query: range }))).data;
}

/** Reviews per topic and sentiment over the range, corrections included. */
export function useTopicMatrix(tag: string, range: RangeParams) {
  return useQuery({ queryKey: topicMatrixKey(tag, range), queryFn: () => getTopicMatrix(tag, range) });
}
