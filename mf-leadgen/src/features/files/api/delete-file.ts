import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { filesKey } from './get-files';

export async function deleteFile(tag: string, id: number): Promise<void> {
  await unwrap(api.delete(`customer/${encodeURIComponent(tag)}/files/${id}`));
}

export function useDeleteFile(tag: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteFile(tag, id), onSuccess: () => client.invalidateQueries({ queryKey: filesKey(tag) }) });
}
