import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import type { PartnerCustomer } from '@erep/shared/schemas';
import { Alert, Button, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useOwnOffers } from '../api/get-own-offers';
import { useProposePartnership } from '../api/propose-partnership';
import { usePartnerSearch } from '../api/search-partners';
import styles from '../partnerships.module.css';

/** Find another business by name or tag and propose a partnership, optionally with one of our offers. */
export function ProposalForm({ tag, onDone }: { tag: string; onDone: () => void }) {
  const { t } = useTranslation(LEADGEN_NS);
  const [text, setText] = useState('');
  const [partner, setPartner] = useState<PartnerCustomer | null>(null);
  const [message, setMessage] = useState('');
  const [offer, setOffer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = usePartnerSearch(tag, text);
  const offers = useOwnOffers(tag);
  const propose = useProposePartnership(tag);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!partner) {
      setError(t('partnerships.pickPartner'));
      return;
    }
    setError(null);
    try {
      await propose.mutateAsync({ partner: partner.tag, message, advantage: offer });
      notify('success', t('partnerships.proposed', { name: partner.name }));
      setPartner(null);
      setText('');
      setMessage('');
      setOffer('');
      onDone();
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(fields.partner?.includes('partnership_exists') ? t('partnerships.exists') : apiErrorText(failure));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {error ? (
        <Alert kind="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <TextField label={t('partnerships.search')} hint={t('partnerships.searchHint')} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      {search.isFetching ? <Spinner label={t('partnerships.searching')} /> : null}
      {text.trim().length >= 2 && search.data ? (
        search.data.length === 0 ? (
          <p className={styles.muted}>{t('partnerships.noMatch')}</p>
        ) : (
          <fieldset>
            <legend>{t('partnerships.matches')}</legend>
            <ul className={styles.candidates}>
              {search.data.map((c) => (
                <li key={c.tag} className={styles.candidate}>
                  <input id={`partner-${c.tag}`} type="radio" name="partner" value={c.tag} checked={partner?.tag === c.tag} onChange={() => setPartner(c)} />
                  <label htmlFor={`partner-${c.tag}`}>
                    {`${c.name} (${c.tag}${c.city ? ` · ${c.city}` : ''})`}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      ) : null}
      <TextField label={t('partnerships.message')} value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
      <SelectField
        label={t('partnerships.yourOffer')}
        hint={t('partnerships.proposalOfferHint')}
        placeholder={t('partnerships.noOffer')}
        options={(offers.data ?? []).map((o) => ({ value: o.tag, label: o.title }))}
        value={offer}
        onChange={(e) => setOffer(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={propose.isPending}>
          {t('partnerships.propose')}
        </Button>
      </div>
    </form>
  );
}
