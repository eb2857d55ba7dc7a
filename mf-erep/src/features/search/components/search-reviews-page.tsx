import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { REVIEW_PLATFORMS, REVIEW_SENTIMENTS, REVIEW_TOPICS } from '@erep/shared/schemas';
import { Alert, Button, Card, Page, Pagination, SelectField, TextField } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useExportReviews } from '../api/export-reviews';
import { usePlaces } from '../api/get-places';
import { useSearchReviews, type SearchFilters } from '../api/search-reviews';
import { SearchHitItem } from './search-hit';

const EMPTY: SearchFilters = { q: '', place: '', rating: '', platform: '', language: '', topic: '', sentiment: '', with_comment: '', with_advantage: '', stars_disagree: '' };

const BOM = '\uFEFF';

/** Saves the CSV with the server's BOM, which reading the response as text drops, so spreadsheets read UTF-8. */
function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv.startsWith(BOM) ? csv : BOM + csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function SearchReviewsPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const range = useRangeParams();
  const [draft, setDraft] = useState<SearchFilters>(EMPTY);
  const [filters, setFilters] = useState<SearchFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const results = useSearchReviews(tag, filters, range, page);
  const places = usePlaces(tag);
  const exporter = useExportReviews(tag);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('search.title') }]);
  const set = (key: keyof SearchFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const all = { value: '', label: t('filters.all') };

  return (
    <Page title={t('search.title')} description={t('search.description')} testId="erep-search">
      <AreaNav tag={tag} />
      <Card>
        <DateRangePicker />
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilters(draft);
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className="erep-visually-hidden">{t('search.filters')}</legend>
            <TextField type="search" label={t('search.words')} hint={t('search.wordsHint')} value={draft.q} onChange={set('q')} data-testid="search-q" />
            <SelectField
              label={t('filters.place')}
              value={draft.place}
              onChange={set('place')}
              options={[all, ...(places.data ?? []).map((p) => ({ value: p.value, label: p.competitor ? t('search.competitor', { name: p.name }) : p.name }))]}
            />
            <SelectField label={t('filters.rating')} value={draft.rating} onChange={set('rating')} options={[all, ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: t('ratingValue', { value: r }) }))]} />
            <SelectField label={t('filters.platform')} value={draft.platform} onChange={set('platform')} options={[all, ...REVIEW_PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))]} />
            <SelectField label={t('filters.language')} value={draft.language} onChange={set('language')} options={[all, ...(['fr', 'en', 'sp'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))]} data-testid="search-language" />
            <SelectField label={t('filters.topic')} value={draft.topic} onChange={set('topic')} options={[all, ...REVIEW_TOPICS.map((p) => ({ value: p, label: t(`topics.${p}`) }))]} />
            <SelectField label={t('filters.sentiment')} value={draft.sentiment} onChange={set('sentiment')} options={[all, ...REVIEW_SENTIMENTS.map((p) => ({ value: p, label: t(`sentiments.${p}`) }))]} />
            <SelectField label={t('filters.withComment')} value={draft.with_comment} onChange={set('with_comment')} options={[all, { value: 'true', label: t('filters.yes') }, { value: 'false', label: t('filters.no') }]} />
            <SelectField label={t('filters.withAdvantage')} value={draft.with_advantage} onChange={set('with_advantage')} options={[all, { value: 'true', label: t('filters.yes') }, { value: 'false', label: t('filters.no') }]} />
            <SelectField
              label={t('filters.starsDisagree')}
              value={draft.stars_disagree}
              onChange={set('stars_disagree')}
              options={[all, { value: 'true', label: t('filters.yes') }, { value: 'false', label: t('filters.no') }]}
              data-testid="search-stars-disagree"
            />
          </fieldset>
          <div className={styles.toolbar}>
            <Button type="submit" data-testid="search-submit">
              {t('search.submit')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setFilters(EMPTY);
                setPage(1);
              }}
            >
              {t('search.clear')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={exporter.isPending}
              onClick={() => exporter.mutate({ filters, range }, { onSuccess: (csv) => download(csv, `reviews-${tag}.csv`) })}
              data-testid="search-export"
            >
              {t('search.export')}
            </Button>
          </div>
          {exporter.isError ? <Alert kind="error">{t('search.exportError')}</Alert> : null}
        </form>
        <QueryView query={results} isEmpty={(data) => data.data.length === 0} empty={t('search.empty')}>
          {(data) => (
            <>
              <p role="status" data-testid="search-total">
                {t('search.total', { count: data.total })}
              </p>
              <ul className={styles.list} data-testid="search-results">
                {data.data.map((hit) => (
                  <SearchHitItem key={hit.id} hit={hit} tag={tag} />
                ))}
              </ul>
              {data.total > data.per_page ? <Pagination page={data.page} pageCount={Math.ceil(data.total / data.per_page)} onChange={setPage} /> : null}
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
