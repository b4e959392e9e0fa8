import type { ComponentProps, CSSProperties, ReactNode } from 'react';

// The public forms' fields (contact, showcase access), styled by site.css. To assistive technology
// they are what MUI's outlined text fields were: the label names the control (its " *" hidden from
// screen readers), aria-invalid is always "true" or "false", and the message under the field is
// linked with aria-describedby while there is one.

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The message under the field; the field is invalid while there is one. */
  error?: string | undefined;
  /** Keep the message's line when there is none, so an error never moves what follows. */
  reserveHelp?: boolean;
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
    <label htmlFor={id} className="field-label">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function Helper({ id, error, reserveHelp }: FieldProps) {
  if (!error && !reserveHelp) return null;
  return (
    <p id={helperId(id)} className="field-help">
      {error}
    </p>
  );
}

type Own = 'id' | 'required';

/** Label, control and message line: the frame every text field and select shares. */
function Field({ className, children, ...field }: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <Label {...field} />
      {children}
      <Helper {...field} />
    </div>
  );
}

/** The field's own props, and the rest for its control. */
function split<T extends FieldProps>({ id, label, required, error, reserveHelp, ...rest }: T) {
  return [{ id, label, required, error, reserveHelp }, rest] as const;
}

export function TextField({ className, ...props }: FieldProps & Omit<ComponentProps<'input'>, Own>) {
  const [field, input] = split(props);
  return (
    <Field {...field} className={className}>
      <input className="field-input" {...input} {...describe(field)} />
    </Field>
  );
}

export function TextArea({ className, ...props }: FieldProps & Omit<ComponentProps<'textarea'>, Own>) {
  const [field, textarea] = split(props);
  return (
    <Field {...field} className={className}>
      <textarea className="field-input" {...textarea} {...describe(field)} />
    </Field>
  );
}

/** The browser's own select: the phone's native picker, and no menu code to download. */
export function SelectField({ children, ...props }: FieldProps & Omit<ComponentProps<'select'>, Own>) {
  const [field, select] = split(props);
  return (
    <Field {...field}>
      <select className="field-input" {...select} {...describe(field)}>
        {children}
      </select>
    </Field>
  );
}

export function Checkbox(props: FieldProps & Omit<ComponentProps<'input'>, Own | 'type'>) {
  const [field, input] = split(props);
  return (
    <div>
      <label className="check">
        <input type="checkbox" {...input} {...describe(field)} />
        <span>
          {field.label}
          {field.required && <span aria-hidden="true"> *</span>}
        </span>
      </label>
      <Helper {...field} />
    </div>
  );
}

/** Fields side by side from sm up, in the given grid columns. */
export function Row({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <div className="form-row" style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}
