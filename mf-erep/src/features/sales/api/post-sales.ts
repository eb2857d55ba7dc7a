import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SalesImportResult } from '@erep/shared/schemas';
import { salesRootKey } from './get-sales';

/** Sends the CSV as the body (text/csv): the API refuses the whole file if one row is bad. */
export async function postSales(tag: string, establishmentId: number, csv: string): Promise<SalesImportResult> {
  const path = `customer/${encodeURIComponent(tag)}/establishments/${establishmentId}/sales`;
  return (await unwrap(api.postRaw<{ data: SalesImportResult }>(path, csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }))).data;
}

export function useImportSales(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => postSales(tag, establishmentId, csv),
    onSuccess: () => client.invalidateQueries({ queryKey: salesRootKey(tag, establishmentId) }),
  });
}
