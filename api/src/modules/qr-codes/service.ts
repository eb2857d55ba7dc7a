import type { QrTarget, QrTargetKind } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import * as q from './queries';

/** The public pages each QR code leads to (spec section 2, public routes), for one tab of "my QR codes". */
export async function qrTargets(orm: Orm, customer: { id: number; tag: string }, kind: QrTargetKind, scope: readonly number[] | null = null): Promise<QrTarget[]> {
  const base = `/public/${customer.tag}/establishment`;
  if (kind === 'staff') {
    return (await q.staffOf(orm, customer.id, scope)).map((s) => ({
      kind,
      key: `staff-${s.id}`,
      name: `${s.firstName} ${s.lastName}`.trim(),
      establishment: { id: s.establishmentId, name: s.establishment },
      path: `${base}/${s.establishmentId}/staffs/${s.id}/feedback`,
    }));
  }
  if (kind === 'service') {
    return (await q.unitsOf(orm, customer.id, scope)).map((u) => ({
      kind,
      key: `unit-${u.id}`,
      name: u.name,
      establishment: { id: u.establishmentId, name: u.establishment },
      path: `${base}/${u.establishmentId}/units/${u.id}/feedback`,
    }));
  }
  const rows = await q.establishmentsOf(orm, customer.id, scope);
  const page = kind === 'gates' ? 'gates' : kind === 'external_url' ? 'external' : 'feedback';
  return rows.map((e) => ({
    kind,
    key: `${page}-${e.id}`,
    name: e.name,
    establishment: { id: e.id, name: e.name },
    path: `${base}/${e.id}/${page}`,
  }));
}
