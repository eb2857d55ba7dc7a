import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@erep/shared/i18n';
import { checkEstablishmentEvent, ESTABLISHMENT_EVENT_KINDS, type EstablishmentEvent, type EstablishmentEventInput } from '@erep/shared/schemas';
import { Alert, Button, SelectField, TextField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';

interface Draft {
  kind: string;
  title: string;
  day: string;
  end_day: string;
  note: string;
}

const draftOf = (event: EstablishmentEvent | null): Draft => ({
  kind: event?.kind ?? 'menu',
  title: event?.title ?? '',
  day: event?.day ?? new Date().toISOString().slice(0, 10),
  end_day: event?.end_day ?? '',
  note: event?.note ?? '',
});

/** Adds or edits an event; the shared schema checks it here as the API does. */
export function EventForm({
  event,
  saving,
  serverError,
  onSave,
  onCancel,
}: {
  event: EstablishmentEvent | null;
  saving: boolean;
  serverError: unknown;
  onSave: (input: EstablishmentEventInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('erep');
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...apiFieldErrors(serverError), ...errors };
  const errorOf = (field: keyof Draft) => {
    const code = shown[field]?.[0];
    return code ? t(`estab.events.errors.${code}`, { defaultValue: t('estab.events.errors.generic') }) : undefined;
  };
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = checkEstablishmentEvent({ ...draft, end_day: draft.end_day || null, note: draft.note || null });
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.output);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="event-form">
      <fieldset className={styles.fieldset}>
        <legend>{event ? t('estab.events.editTitle') : t('estab.events.addTitle')}</legend>
        <SelectField
          label={t('estab.events.kind')}
          value={draft.kind}
          onChange={set('kind')}
          options={ESTABLISHMENT_EVENT_KINDS.map((k) => ({ value: k, label: t(`estab.events.kinds.${k}`) }))}
          error={errorOf('kind')}
          data-testid="event-kind"
        />
        <TextField label={t('estab.events.name')} value={draft.title} onChange={set('title')} maxLength={120} required error={errorOf('title')} data-testid="event-title" />
        <TextField label={t('estab.events.day')} type="date" value={draft.day} onChange={set('day')} required error={errorOf('day')} data-testid="event-day" />
        <TextField label={t('estab.events.endDay')} type="date" value={draft.end_day} onChange={set('end_day')} error={errorOf('end_day')} data-testid="event-end-day" />
        <TextField label={t('estab.events.note')} value={draft.note} onChange={set('note')} maxLength={500} error={errorOf('note')} />
      </fieldset>
      {serverError && Object.keys(apiFieldErrors(serverError)).length === 0 ? <Alert kind="error">{t('estab.events.errors.generic')}</Alert> : null}
      <Button type="submit" loading={saving} data-testid="event-save">
        {t('estab.events.save')}
      </Button>{' '}
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('estab.events.cancel')}
      </Button>
    </form>
  );
}
