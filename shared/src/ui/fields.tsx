import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';

interface FieldMeta {
  label: ReactNode;
  /** Error text; marks the control invalid and is announced with it. */
  error?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function RequiredMark() {
  const { t } = useTranslation('shared');
  return (
    <span className="erep-field__required" title={t('required')}>
      <span aria-hidden="true">*</span>
    </span>
  );
}

export type TextFieldProps = FieldMeta & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** Labelled input; forwards its ref so react-hook-form's `register` works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, type = 'text', className, required, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `erep-field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['erep-field', error ? 'erep-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="erep-field__label" htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        className="erep-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId, extraDescribedBy)}
        {...rest}
      />
      {hint !== undefined ? (
        <p id={hintId} className="erep-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="erep-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldMeta &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** First, empty option; `true` uses the default "Select…" text. */
    placeholder?: string | boolean;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, placeholder, className, required, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const { t } = useTranslation('shared');
  const autoId = useId();
  const selectId = id ?? `erep-field-${autoId}`;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const placeholderText = placeholder === true ? t('select_placeholder') : placeholder || null;
  return (
    <div className={['erep-field', error ? 'erep-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="erep-field__label" htmlFor={selectId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="erep-input erep-select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId, extraDescribedBy)}
        {...rest}
      >
        {placeholderText ? <option value="">{placeholderText}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined ? (
        <p id={hintId} className="erep-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="erep-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export type CheckboxFieldProps = FieldMeta & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `erep-field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['erep-field', 'erep-field--checkbox', error ? 'erep-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="erep-checkbox">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="erep-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId, extraDescribedBy)}
          {...rest}
        />
        <label className="erep-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint !== undefined ? (
        <p id={hintId} className="erep-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="erep-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
