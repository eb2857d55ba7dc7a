import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SellerCodeResult } from '@erep/shared/schemas';
import { establishmentPath } from './base';
import { establishmentsKey } from './list-establishments';

/** A new seller code (chosen, or drawn by the server when null); the earlier seller sessions end. */
export async function rotateSellerCode(tag: string, establishmentId: number, code: string | null): Promise<SellerCodeResult> {
  return (await unwrap(api.post<{ data: SellerCodeResult }>(`${establishmentPath(tag, establishmentId)}/seller-code`, { code }))).data;
}

export function useRotateSellerCode(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string | null }) => rotateSellerCode(tag, id, code),
    // Whether a code is set shows beside each establishment.
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentsKey(tag) }),
  });
}
