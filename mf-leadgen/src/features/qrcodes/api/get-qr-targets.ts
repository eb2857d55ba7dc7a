import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { QrTarget, QrTargetKind } from '@erep/shared/schemas';

export const qrTargetsKey = (tag: string, kind: QrTargetKind) => ['leadgen', 'customer', tag, 'qr-codes', kind] as const;

export async function getQrTargets(tag: string, kind: QrTargetKind): Promise<QrTarget[]> {
  return (await unwrap(api.get<{ data: QrTarget[] }>(`customer/${encodeURIComponent(tag)}/qr-codes`, { query: { kind } }))).data;
}

export function useQrTargets(tag: string, kind: QrTargetKind) {
  return useQuery({ queryKey: qrTargetsKey(tag, kind), queryFn: () => getQrTargets(tag, kind) });
}
