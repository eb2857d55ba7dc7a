import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { apiErrorText } from '@erep/shared/i18n';
import { Alert, Button, notify, TextField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { ENGAGE_NS } from '../../../i18n/engagement/register';
import { useGoogleRatings } from '../api/get-google-ratings';
import { usePlaceSearch } from '../api/search-places';
import { useTieGooglePlace } from '../api/tie-google-place';

/** A competitor's public Google rating, tracked daily once the owner picks its Google place. */
export function CompetitorGooglePlace({ tag, establishmentId, competitor }: { tag: string; establishmentId: number; competitor: { id: number; name: string } }) {
  const { t, i18n } = useTranslation(ENGAGE_NS);
  const ratings = useGoogleRatings(tag, establishmentId, competitor.id);
  const [draft, setDraft] = useState(competitor.name);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const search = usePlaceSearch(tag, establishmentId, searching ? query : '');
  const tie = useTieGooglePlace(tag, establishmentId, competitor.id);
  const latest = ratings.data?.history.at(-1);
  const first = ratings.data?.history[0];
  const number = (value: number) => new Intl.NumberFormat(i18n.language === 'sp' ? 'es' : i18n.language, { maximumFractionDigits: 1 }).format(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setSearching(true);
  };
  const notConfigured = search.error instanceof ApiRequestError && search.error.body.code === 'places_not_configured';

  return (
    <section className={styles.answerBox} aria-label={t('places.title', { name: competitor.name })} data-testid="competitor-google">
      <p>
        <strong>{t('places.google')}</strong>{' '}
        {latest && latest.rating !== null ? (
          <span data-testid="competitor-google-rating">
            {t('places.rating', { rating: number(latest.rating), count: latest.user_rating_count ?? 0 })}
            {first && first !== latest && first.rating !== null ? ` · ${t('places.since', { day: first.day, rating: number(first.rating) })}` : null}
          </span>
        ) : (
          <span className={styles.muted}>{t('places.notTracked')}</span>
        )}
      </p>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <TextField id={`place-search-${competitor.id}`} label={t('places.search')} hint={t('places.searchHint')} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={120} />
        <Button type="submit" size="sm" variant="secondary" loading={search.isFetching} disabled={draft.trim().length < 2}>
          {t('places.find')}
        </Button>
      </form>
      {notConfigured ? <p className={styles.muted}>{t('places.notConfigured')}</p> : search.isError ? <Alert kind="error" title={apiErrorText(search.error)} /> : null}
      {search.data ? (
        search.data.length === 0 ? (
          <p className={styles.muted}>{t('places.none')}</p>
        ) : (
          <ul className={styles.plainList} aria-label={t('places.results')}>
            {search.data.map((place) => (
              <li key={place.place_id} className={styles.linkRow} data-testid="place-result">
                <strong>{place.name ?? place.place_id}</strong>
                <span className={styles.muted}>
                  {place.address}
                  {place.rating !== null ? ` · ${t('places.rating', { rating: number(place.rating), count: place.user_rating_count ?? 0 })}` : ''}
                </span>
                <Button
                  type="button"
                  size="sm"
                  loading={tie.isPending && tie.variables === place.place_id}
                  disabled={ratings.data?.place_id === place.place_id}
                  aria-label={t('places.trackNamed', { name: place.name ?? place.place_id })}
                  onClick={() =>
                    tie.mutate(place.place_id, {
                      onSuccess: () => {
                        setSearching(false);
                        notify('success', t('places.tracked', { name: place.name ?? place.place_id }));
                      },
                      onError: (error) => notify('error', apiErrorText(error)),
                    })
                  }
                >
                  {t('places.track')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
