import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ScreenAdmin, ScreenInput } from '@erep/shared/schemas';
import { screensKey } from './get-screens';

/** Creates a screen, or changes the one named by `screen`. */
export async function saveScreen(tag: string, screen: string | null, input: ScreenInput): Promise<ScreenAdmin> {
  const base = `customer/${encodeURIComponent(tag)}/screens`;
  const call = screen ? api.put<{ data: ScreenAdmin }>(`${base}/${encodeURIComponent(screen)}`, input) : api.post<{ data: ScreenAdmin }>(base, input);
  return (await unwrap(call)).data;
}

export function useSaveScreen(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ screen, input }: { screen: string | null; input: ScreenInput }) => saveScreen(tag, screen, input),
    onSuccess: () => client.invalidateQueries({ queryKey: screensKey(tag) }),
  });
}
