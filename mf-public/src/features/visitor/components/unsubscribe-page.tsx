import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '@erep/shared/api';
import { useLoad } from '../../common/hooks/use-load';
import { PublicLayout, PublicState } from '../../common/components/public-layout';

interface UnsubscribeState {
  establishment: string;
  email: string;
  unsubscribed: boolean;
}

/** Confirmation, then confirmed (spec section 4); repeating it is harmless. */
export function UnsubscribePage() {
  const { t } = useTranslation('public');
  const { tagEstablishment = '', tagContact = '' } = useParams();
  const path = `public/unsubscribe/${encodeURIComponent(tagEstablishment)}/${encodeURIComponent(tagContact)}`;
  const load = useLoad<UnsubscribeState>(path);
  const [done, setDone] = useState<UnsubscribeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = t('sections.unsubscribe.title');
  if (load.status !== 'ready') {
    return (
      <PublicLayout brand={null} testId="public-unsubscribe">
        <PublicState title={title} status={load.status} message={load.status === 'error' && load.code === 404 ? t('unsubscribe.notFound') : ''} />
      </PublicLayout>
    );
  }
  const state = done ?? load.data;
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const res = await api.post<{ data: UnsubscribeState }>(path, {});
    setBusy(false);
    if (res.ok) setDone(res.data.data);
    else setFailed(true);
  };
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
            {failed ? (
              <p className="pf-alert" role="alert">
                {t('loadError')}
              </p>
            ) : null}
            <button type="button" className="pf-button" onClick={() => void confirm()} disabled={busy}>
              {t('unsubscribe.submit')}
            </button>
          </>
        )}
      </section>
    </PublicLayout>
  );
}
