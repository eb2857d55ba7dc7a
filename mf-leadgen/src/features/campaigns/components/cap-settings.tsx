import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@erep/shared/i18n';
import { Button, Card, Spinner, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useCampaignSettings, useSaveCampaignSettings } from '../api/campaign-settings';

/** The per-contact frequency cap of this customer's campaigns. */
export function CapSettings({ tag }: { tag: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  const settings = useCampaignSettings(tag);
  return (
    <Card title={t('outreach.campaigns.cap')}>
      {settings.isPending ? <Spinner label={t('outreach.loading')} /> : <CapForm tag={tag} initial={settings.data?.cap_days ?? 7} />}
    </Card>
  );
}

function CapForm({ tag, initial }: { tag: string; initial: number }) {
  const { t } = useTranslation(LEADGEN_NS);
  const save = useSaveCampaignSettings(tag);
  const [days, setDays] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (days.trim() === '' || !Number.isInteger(value) || value < 0 || value > 365) {
      setError(t('outreach.validation.number'));
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ cap_days: value });
      notify('success', t('outreach.saved'));
    } catch (e) {
      notify('error', apiErrorText(e));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="outreach-inline-form">
        <TextField
          label={t('outreach.campaigns.capLabel')}
          type="number"
          min={0}
          max={365}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          hint={t('outreach.campaigns.capHint')}
          error={error}
        />
        <Button type="submit" loading={save.isPending}>
          {t('outreach.save')}
        </Button>
      </form>
  );
}
