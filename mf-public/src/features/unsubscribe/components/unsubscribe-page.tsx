import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { errorStatus } from '../../../lib/request-error';
import { useUnsubscribeState } from '../api/get-unsubscribe-state';
import { useUnsubscribeContact } from '../api/unsubscribe-contact';

/** /public/:tagEstablishment/:tagContact/unsubscribe — confirmation, then confirmed (spec section 4); repeating it is harmless. */
export function UnsubscribePage() {
  const { t } = useTranslation('public');
  const { tagEstablishment = '', tagContact = '' } = useParams();
  const ref = { establishment: tagEstablishment, contact: tagContact };
  const query = useUnsubscribeState(ref);
  const unsubscribe = useUnsubscribeContact(ref);
  const title = t('sections.unsubscribe.title');
  const state = query.data;
  if (!state) {
    return (
      <PublicLayout brand={null} testId="public-unsubscribe">
        <PublicState
          title={title}
          status={query.isError ? 'error' : 'loading'}
          message={errorStatus(query.error) === 404 ? t('unsubscribe.notFound') : ''}
        />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout brand={{ name: state.establishment }} testId="public-unsubscribe">
      <section className="pf-card">
        <h1>{title}</h1>
        {state.unsubscribed ? (
          <p className="pf-ok" role="status" data-testid="unsubscribe-done">
            {t('unsubscribe.done', { name: state.establishment })}
          </p>
        ) : (
          <>
            <p className="pf-lead">{t('unsubscribe.confirm', { name: state.establishment, email: state.email })}</p>
            {unsubscribe.isError ? (
              <p className="pf-alert" role="alert">
                {t('loadError')}
              </p>
            ) : null}
            <button type="button" className="pf-button" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {t('unsubscribe.submit')}
            </button>
          </>
        )}
      </section>
    </PublicLayout>
  );
}
