import type { ReactNode } from 'react';

/** What the control inside a field carries so that its label, hint and error are read with it. */
export interface FieldAttrs {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  /** The control's id; its hint and error take it as a prefix. */
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: (attrs: FieldAttrs) => ReactNode;
}

/** A labelled control of the visitor pages with its hint and its error, both announced with it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs: FieldAttrs = { id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  return (
    <div className="pf-field">
      <label htmlFor={id}>{label}</label>
      {children(attrs)}
      {hint ? (
        <span className="pf-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="pf-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
