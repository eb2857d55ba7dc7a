import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentReviewsPage, ServiceSubject } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';
import { REVIEWS_PER_PAGE } from './get-reviews';

export type SubjectReviews = EstablishmentReviewsPage & { subject: ServiceSubject };
export type SubjectKind = 'staff' | 'units';

export const subjectReviewsKey = (tag: string, id: number, kind: SubjectKind, subject: string, range: RangeParams, page: number) =>
  [...establishmentKey(tag, id), 'services', kind, subject, range, page] as const;

export async function getSubjectReviews(tag: string, id: number, kind: SubjectKind, subject: string, range: RangeParams, page: number): Promise<SubjectReviews> {
  return unwrap(
    api.get<SubjectReviews>(`${establishmentPath(tag, id)}/services/${kind}/${encodeURIComponent(subject)}/reviews`, { query: { ...range, page, per_page: REVIEWS_PER_PAGE } }),
  );
}

export function useSubjectReviews(tag: string, id: number, kind: SubjectKind, subject: string, range: RangeParams, page: number) {
  return useQuery({
    queryKey: subjectReviewsKey(tag, id, kind, subject, range, page),
    queryFn: () => getSubjectReviews(tag, id, kind, subject, range, page),
    placeholderData: keepPreviousData,
  });
}
