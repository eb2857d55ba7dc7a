import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PlatformLink, ProviderLinkInput } from '@erep/shared/schemas';
import { establishmentPath } from './get-competitors';

export async function saveLink(tag: string, establishmentId: number, input: ProviderLinkInput & { id?: number }): Promise<PlatformLink> {
  const { id, ...body } = input;
  const path = `${establishmentPath(tag, establishmentId)}/links`;
  const call = id ? api.put<{ data: PlatformLink }>(`${path}/${id}`, body) : api.post<{ data: PlatformLink }>(path, body);
  return (await unwrap(call)).data;
}

export async function removeLink(tag: string, establishmentId: number, id: number): Promise<void> {
  await unwrap(api.delete(`${establishmentPath(tag, establishmentId)}/links/${id}`));
}

export function useLinkMutations(tag: string, establishmentId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag, 'establishment', establishmentId] });
  return {
    save: useMutation({ mutationFn: (input: ProviderLinkInput & { id?: number }) => saveLink(tag, establishmentId, input), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => removeLink(tag, establishmentId, id), onSuccess }),
  };
}
