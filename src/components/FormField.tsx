import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

/**
 * Labelled form controls shared by the shop's forms (sign-in, addresses, profile).
 * An error is tied to its control with aria-describedby and aria-invalid and read out by a
 * polite live region, so a screen reader hears it when it appears.
 */
type Common = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  /** Marks the control invalid without a text of its own: the form's alert (its id in `alertId`) says why. */
  invalid?: boolean;
  alertId?: string;
  /**
   * A note the page works out from the value (a delivery estimate), read out when it changes. A
   * control that may get one passes `null` until then, so its live region is in the page first.
   */
  note?: string | null;
};

function describedBy(id: string, error?: string | null, hint?: ReactNode, alertId?: string, note?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : '', note ? `${id}-note` : '', error ? `${id}-error` : '', alertId ?? ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {/* A space, not a margin, before "(optional)": with none, "number(optional)" was one word to the
          line breaker, and at large text on a phone it broke mid-word ("(optio" / "nal)"). */}
      {optional && <> <span className="font-normal text-earth-600">(optional)</span></>}
    </label>
  );
}

function FieldMessages({ id, error, hint, note }: { id: string; error?: string | null; hint?: ReactNode; note?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-earth-600">
          {hint}
        </p>
      )}
      {note !== undefined && (
        <p id={`${id}-note`} aria-live="polite" className="mt-1 text-sm font-medium text-leaf-700">
          {note ?? ''}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 min-h-5 text-sm font-medium text-chilli-700">
        {error ?? ''}
      </p>
    </>
  );
}

export type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id?: string; ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, optional, invalid, alertId, note, id, className, ...input }: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      <input
        id={fieldId}
        className="field-input read-only:bg-cream-100 read-only:text-earth-700 aria-invalid:border-chilli-700 aria-invalid:ring-1 aria-invalid:ring-chilli-700"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, invalid ? alertId : undefined, note)}
        {...input}
      />
      <FieldMessages id={fieldId} error={error} hint={hint} note={note} />
    </div>
  );
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    id?: string;
    ref?: Ref<HTMLSelectElement>;
    options: readonly string[];
    placeholder?: string;
  };

export function SelectField({ label, error, hint, optional, invalid, alertId, id, className, options, placeholder, ...select }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      {/*
        It shows its whole choice, which it cannot wrap: its side padding and its text stop growing past
        3.75% and 8.75% of the screen (decision 169's model), as before at normal text from 320 px and on a
        desktop. At 200% text on a 320 px phone "Select a state" showed as "Select a sta" (decision 193).
      */}
      <select
        id={fieldId}
        className="field-input px-[min(0.75rem,3.75vw)] text-[length:min(1rem,8.75vw)] read-only:bg-cream-100 read-only:text-earth-700 aria-invalid:border-chilli-700 aria-invalid:ring-1 aria-invalid:ring-chilli-700"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, invalid ? alertId : undefined)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessages id={fieldId} error={error} hint={hint} />
    </div>
  );
}

/** A password input with a Show/Hide button (the button says what it will do, and aria-pressed says the state). */
export function PasswordField({ label, error, hint, optional, invalid, alertId, id, className, ...input }: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} optional={optional} />
      <div className="relative">
        <input
          id={fieldId}
          className="field-input pr-20 aria-invalid:border-chilli-700 aria-invalid:ring-1 aria-invalid:ring-chilli-700"
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint, invalid ? alertId : undefined)}
          {...input}
          type={visible ? 'text' : 'password'}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 min-w-16 rounded-r-lg px-3 text-sm font-semibold text-earth-800 hover:bg-cream-200"
          aria-controls={fieldId}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldMessages id={fieldId} error={error} hint={hint} />
    </div>
  );
}

/**
 * A form's own message (a failed call, a rule of the whole form). The live region is always in the
 * page, so assistive technology announces the text when it arrives.
 */
export function FormAlert({ message, tone = 'error', id }: { message?: string | null; tone?: 'error' | 'info'; id?: string }) {
  const colours = tone === 'error' ? 'border-chilli-600 bg-chilli-50 text-chilli-800' : 'border-leaf-600 bg-leaf-50 text-leaf-700';
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message && <p className={`mb-4 rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}>{message}</p>}
    </div>
  );
}
