import type { Establishment } from '@erep/shared/schemas';
import { CheckboxField } from '@erep/shared/ui';

/** How an establishment is named in pickers: its city tells apart two of the same name. */
export const establishmentLabel = (e: Pick<Establishment, 'name' | 'city'>): string => (e.city ? `${e.name} (${e.city})` : e.name);

/** Some of the account's establishments, ticked one by one (a manager's reach, an API key's). */
export function EstablishmentChecks({
  legend,
  hint,
  establishments,
  chosen,
  onChange,
  error,
  errorId,
}: {
  legend: string;
  hint?: string;
  establishments: readonly Establishment[];
  chosen: number[];
  onChange: (update: (list: number[]) => number[]) => void;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="account-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="account-muted">{hint}</p> : null}
      {establishments.map((e) => (
        <CheckboxField
          key={e.id}
          label={establishmentLabel(e)}
          checked={chosen.includes(e.id)}
          onChange={(event) => onChange((list) => (event.target.checked ? [...list, e.id] : list.filter((id) => id !== e.id)))}
        />
      ))}
      {error ? (
        <p id={errorId} className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
