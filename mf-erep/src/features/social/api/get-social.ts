import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SocialPresence } from '@erep/shared/schemas';

export const socialKey = (tag: string, establishmentId: number) => ['erep', 'customer', tag, 'establishment', establishmentId, 'social'] as const;

export async function getSocial(tag: string, establishmentId: number): Promise<SocialPresence> {
  return (await unwrap(api.get<{ data: SocialPresence }>(`customer/${encodeURIComponent(tag)}/reputation/establishments/${establishmentId}/social`))).data;
}

export function useSocial(tag: string, establishmentId: number) {
  return useQuery({ queryKey: socialKey(tag, establishmentId), queryFn: () => getSocial(tag, establishmentId), enabled: establishmentId > 0 });
}
