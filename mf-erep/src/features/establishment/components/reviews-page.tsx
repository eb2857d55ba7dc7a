import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ESTABLISHMENT_REVIEW_SOURCES, ESTABLISHMENT_REVIEW_TYPES, type EstablishmentReviewSource, type EstablishmentReviewType } from '@erep/shared/schemas';
import { Card, Page, SelectField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { useEstablishmentReviews } from '../api/get-reviews';
import { AnswerTemplates } from './answer-templates';
import { ReviewList } from './review-list';

const isType = (value: string | undefined): value is EstablishmentReviewType => (ESTABLISHMENT_REVIEW_TYPES as readonly string[]).includes(value ?? '');
const isSource = (value: string | null): value is EstablishmentReviewSource => (ESTABLISHMENT_REVIEW_SOURCES as readonly string[]).includes(value ?? '');

/** /reviews/{type?}: the establishment's reviews of one kind, paginated, with the kind's analysis. */
export function ReviewsPage() {
  const { t } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const param = useParams().type;
  const type: EstablishmentReviewType = isType(param) ? param : 'all';
  const navigate = useNavigate();
  // An alert mail links to `?review=<id>`: that review is marked and brought into view.
  const [search, setSearch] = useSearchParams();
  const reviewParam = search.get('review') ?? '';
  // The platform filter stays in the address (`?source=google`), so a link keeps it.
  const sourceParam = search.get('source');
  const source = isSource(sourceParam) ? sourceParam : null;
  const currentReview = /^[1-9][0-9]{0,9}$/.test(reviewParam) ? Number(reviewParam) : null;
  const [paging, setPaging] = useState({ key: '', page: 1 });
  // A new kind or period starts at its first page.
  const key = `${type}|${source ?? ''}|${JSON.stringify(range)}`;
  const page = paging.key === key ? paging.page : 1;
  const reviews = useEstablishmentReviews(tag, establishmentId, range, type, page, source);
  const base = `/customer/${encodeURIComponent(tag)}/establishment/${establishmentId}/reviews`;

  return (
    <Page title={t('estab.reviews.title')} description={t('estab.reviews.description')} testId="estab-reviews">
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label={t('estab.reviews.type')}
            value={type}
            onChange={(e) => navigate(`${base}/${e.target.value}${source ? `?source=${source}` : ''}`)}
            options={ESTABLISHMENT_REVIEW_TYPES.map((value) => ({ value, label: t(`estab.reviews.types.${value}`) }))}
            data-testid="reviews-type"
          />
          <SelectField
            label={t('estab.reviews.source')}
            value={source ?? ''}
            onChange={(e) => {
              const next = new URLSearchParams(search);
              if (e.target.value) next.set('source', e.target.value);
              else next.delete('source');
              next.delete('review');
              setSearch(next);
            }}
            options={[{ value: '', label: t('estab.reviews.sources.all') }, ...ESTABLISHMENT_REVIEW_SOURCES.map((value) => ({ value, label: t(`estab.reviews.sources.${value}`) }))]}
            data-testid="reviews-source"
          />
        </div>
        <QueryView query={reviews} isEmpty={(data) => data.total === 0} empty={t('estab.reviews.empty')}>
          {(data) => <ReviewList tag={tag} data={data} onPage={(next) => setPaging({ key, page: next })} currentReview={currentReview} />}
        </QueryView>
      </Card>
      <Card>
        <AnswerTemplates tag={tag} />
      </Card>
    </Page>
  );
}
