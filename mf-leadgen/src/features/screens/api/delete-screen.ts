import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { screensKey } from './get-screens';

export async function deleteScreen(tag: string, screen: string): Promise<void> {
  await unwrap(api.delete<unknown>(`customer/${encodeURIComponent(tag)}/screens/${encodeURIComponent(screen)}`));
}

export function useDeleteScreen(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (screen: string) => deleteScreen(tag, screen),
    onSuccess: () => client.invalidateQueries({ queryKey: screensKey(tag) }),
  });
}
