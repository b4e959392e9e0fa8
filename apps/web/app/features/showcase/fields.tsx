import type { ComponentProps, CSSProperties, ReactNode } from 'react';

// The access form's fields, as MUI's outlined text fields were to assistive technology: the label
// names the control (its " *" hidden from screen readers), aria-invalid is always "true" or
// "false", and the error under the field is linked with aria-describedby.

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The message under the field; the field is invalid while there is one. */
  error?: string | undefined;
}

const helperId = (id: string) => `${id}-helper-text`;

const describe = ({ id, required, error }: FieldProps) => ({
  id,
  required,
  'aria-invalid': !!error,
  'aria-describedby': error ? helperId(id) : undefined,
});

function Label({ id, label, required }: FieldProps) {
  return (
    <label htmlFor={id} className="sc-label">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function Helper({ id, error }: FieldProps) {
  return error ? (
    <p id={helperId(id)} className="sc-help">
      {error}
    </p>
  ) : null;
}

export function TextField({ id, label, required, error, ...input }: FieldProps & ComponentProps<'input'>) {
  const field = { id, label, required, error };
  return (
    <div className="sc-field">
      <Label {...field} />
      <input className="sc-input" {...input} {...describe(field)} />
      <Helper {...field} />
    </div>
  );
}

/** The browser's own select: the phone's native picker, and no menu code to download. */
export function SelectField({
  id,
  label,
  required,
  error,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const field = { id, label, required, error };
  return (
    <div className="sc-field">
      <Label {...field} />
      <select className="sc-input" {...select} {...describe(field)}>
        {children}
      </select>
      <Helper {...field} />
    </div>
  );
}

export function Checkbox({
  id,
  label,
  required,
  error,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  const field = { id, label, required, error };
  return (
    <div>
      <label className="sc-check">
        <input type="checkbox" {...input} {...describe(field)} />
        <span>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </span>
      </label>
      <Helper {...field} />
    </div>
  );
}

/** Fields side by side from sm up, in the given grid columns. */
export function Row({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <div className="sc-row" style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}
