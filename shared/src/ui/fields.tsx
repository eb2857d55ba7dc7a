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

/** Ids, ARIA links and the hint/error lines every field shares. */
function useField(id: string | undefined, hint: ReactNode, error: string | undefined, extraDescribedBy: string | undefined) {
  const autoId = useId();
  const controlId = id ?? `erep-field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId, extraDescribedBy),
    },
    controlId,
    messages: (
      <>
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
      </>
    ),
  };
}

const fieldClass = (error: string | undefined, ...classes: (string | undefined)[]) =>
  ['erep-field', error ? 'erep-field--invalid' : '', ...classes].filter(Boolean).join(' ');

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
  const field = useField(id, hint, error, extraDescribedBy);
  return (
    <div className={fieldClass(error, className)}>
      <label className="erep-field__label" htmlFor={field.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        ref={ref}
        {...field.controlProps}
        type={type}
        className="erep-input"
        required={required}
        {...rest}
      />
      {field.messages}
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
  const field = useField(id, hint, error, extraDescribedBy);
  const placeholderText = placeholder === true ? t('select_placeholder') : placeholder || null;
  return (
    <div className={fieldClass(error, className)}>
      <label className="erep-field__label" htmlFor={field.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        ref={ref}
        {...field.controlProps}
        className="erep-input erep-select"
        required={required}
        {...rest}
      >
        {placeholderText ? <option value="">{placeholderText}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {field.messages}
    </div>
  );
});

export type CheckboxFieldProps = FieldMeta & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const field = useField(id, hint, error, extraDescribedBy);
  return (
    <div className={fieldClass(error, 'erep-field--checkbox', className)}>
      <div className="erep-checkbox">
        <input
          ref={ref}
          {...field.controlProps}
          type="checkbox"
          className="erep-checkbox__input"
          {...rest}
        />
        <label className="erep-checkbox__label" htmlFor={field.controlId}>
          {label}
        </label>
      </div>
      {field.messages}
    </div>
  );
});
