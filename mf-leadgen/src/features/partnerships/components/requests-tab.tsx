import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@erep/shared/i18n';
import type { Partnership } from '@erep/shared/schemas';
import { Button, Card, EmptyState, SelectField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useAnswerPartnership } from '../api/answer-partnership';
import { useOwnOffers } from '../api/get-own-offers';
import styles from '../partnerships.module.css';

function RequestCard({ tag, request }: { tag: string; request: Partnership }) {
  const { t } = useTranslation(LEADGEN_NS);
  const offers = useOwnOffers(tag);
  const answer = useAnswerPartnership(tag);
  const [offer, setOffer] = useState('');

  const send = async (decision: 'accept' | 'refuse') => {
    try {
      await answer.mutateAsync({ id: request.id, input: { decision, advantage: decision === 'accept' ? offer : '' } });
      notify('success', t(decision === 'accept' ? 'partnerships.accepted' : 'partnerships.refused'));
    } catch (error) {
      notify('error', apiErrorText(error));
    }
  };

  return (
    <Card title={request.partnerName}>
      <div className={styles.stack} data-testid="partnership-request">
        {request.message ? <p>{request.message}</p> : null}
        {request.partnerOffer ? <p>{t('partnerships.theyOffer', { title: request.partnerOffer.title })}</p> : null}
        <SelectField
          label={t('partnerships.yourOffer')}
          hint={t('partnerships.yourOfferHint', { name: request.partnerName })}
          placeholder={t('partnerships.noOffer')}
          options={(offers.data ?? []).map((o) => ({ value: o.tag, label: o.title }))}
          value={offer}
          onChange={(e) => setOffer(e.target.value)}
        />
        <div className={styles.actions}>
          <Button onClick={() => void send('accept')} loading={answer.isPending && answer.variables.input.decision === 'accept'}>
            {t('partnerships.accept')}
          </Button>
          <Button variant="secondary" onClick={() => void send('refuse')} loading={answer.isPending && answer.variables.input.decision === 'refuse'}>
            {t('partnerships.refuse')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Requests other businesses sent: accept (choosing the offer for their visitors) or refuse. */
export function RequestsTab({ tag, rows }: { tag: string; rows: Partnership[] }) {
  const { t } = useTranslation(LEADGEN_NS);
  const pending = rows.filter((p) => p.direction === 'incoming' && p.status === 'pending');
  if (pending.length === 0) return <EmptyState title={t('partnerships.noRequestTitle')} description={t('partnerships.noRequestDescription')} />;
  return (
    <div className={styles.stack}>
      {pending.map((request) => (
        <RequestCard key={request.id} tag={tag} request={request} />
      ))}
    </div>
  );
}
