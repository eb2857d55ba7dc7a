import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiRequestError } from '@erep/shared/api';
import { Card, EmptyState, Page } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { useSubjectReviews, type SubjectKind } from '../api/get-subject-reviews';
import { ReviewList } from './review-list';

/** services/staff/{staff_tag}/reviews and services/units/{unit}/reviews. */
export function SubjectReviewsPage({ kind }: { kind: SubjectKind }) {
  const { t } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const params = useParams();
  const subject = (kind === 'staff' ? params.staffTag : params.unit) ?? '';
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${subject}|${JSON.stringify(range)}`;
  const page = paging.key === key ? paging.page : 1;
  const reviews = useSubjectReviews(tag, establishmentId, kind, subject, range, page);
  const name = reviews.data?.subject.name ?? '';
  const missing = reviews.error instanceof ApiRequestError && reviews.error.status === 404;
  const back = (
    <Link className={styles.rowLink} to={`/customer/${encodeURIComponent(tag)}/establishment/${establishmentId}/services`}>
      {t('estab.services.back')}
    </Link>
  );

  return (
    <Page title={name ? t('estab.services.subject', { name }) : t('estab.services.title')} testId="estab-subject-reviews" actions={back}>
      <Card>
        {missing ? (
          <EmptyState title={t('estab.services.unknown')} />
        ) : (
          <QueryView query={reviews} isEmpty={(data) => data.total === 0} empty={t('estab.reviews.empty')}>
            {(data) => <ReviewList tag={tag} data={data} onPage={(next) => setPaging({ key, page: next })} />}
          </QueryView>
        )}
      </Card>
    </Page>
  );
}
