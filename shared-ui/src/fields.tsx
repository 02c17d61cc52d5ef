import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react';
import styled, { css } from 'styled-components';

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $invalid }) => ($invalid ? theme.color.dangerSoft : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  &:focus { border-color: ${({ theme }) => theme.color.primary}; outline: none; box-shadow: 0 0 0 3px rgba(23, 57, 166, 0.25); }
  &[readonly] { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`${controlStyle}`;
export const TextArea = styled.textarea<{ $invalid?: boolean }>`${controlStyle} min-height: 120px; resize: vertical;`;
export const Select = styled.select<{ $invalid?: boolean }>`${controlStyle}`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

interface FieldShellProps {
  label: ReactNode;
  /** A message shown under the field; also marks it invalid. `true` marks it invalid without text. */
  error?: string | boolean;
  hint?: ReactNode;
}

function useFieldIds(error: string | boolean | undefined, hint: ReactNode, id?: string) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [typeof error === 'string' && error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy, invalid: Boolean(error) };
}

function FieldMessages({ error, hint, errorId, hintId }: { error?: string | boolean; hint?: ReactNode; errorId: string; hintId: string }) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {typeof error === 'string' && error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

export type TextFieldProps = FieldShellProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; errors are tied to it with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, id, ...rest }: TextFieldProps) {
  const ids = useFieldIds(error, hint, id);
  return (
    <FieldWrap>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <Input id={ids.fieldId} $invalid={ids.invalid} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} {...rest} />
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </FieldWrap>
  );
}

export type TextAreaFieldProps = FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, id, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint, id);
  return (
    <FieldWrap>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <TextArea id={ids.fieldId} $invalid={ids.invalid} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} {...rest} />
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </FieldWrap>
  );
}

export type SelectFieldProps = FieldShellProps & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, hint, id, children, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(error, hint, id);
  return (
    <FieldWrap>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <Select id={ids.fieldId} $invalid={ids.invalid} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} {...rest}>
        {children}
      </Select>
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </FieldWrap>
  );
}

const PasswordRow = styled.div`
  position: relative;
  input { padding-right: 5.5rem; }
`;

const ToggleButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: 50%;
  right: 0.4rem;
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 0.7rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, ...rest }: PasswordFieldProps) {
  const ids = useFieldIds(error, hint, id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldWrap>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <PasswordRow>
        <Input
          id={ids.fieldId}
          type={visible ? 'text' : 'password'}
          $invalid={ids.invalid}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <ToggleButton aria-pressed={visible} aria-controls={ids.fieldId} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </ToggleButton>
      </PasswordRow>
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </FieldWrap>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 0.6rem;
  align-items: start;
  margin-bottom: 1rem;
  input {
    width: 22px;
    height: 22px;
    margin: 11px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  label { align-self: center; min-height: 44px; display: flex; align-items: center; font-weight: 600; font-size: 0.95rem; }
  & > p { grid-column: 2; }
`;

export type CheckboxFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A labelled checkbox with a 44 px target, its hint (may hold a link) under the label. Unticked unless the
 * caller says otherwise: consent boxes must never be pre-ticked.
 */
export function CheckboxField({ label, error, hint, id, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(error, hint, id);
  return (
    <CheckRow>
      <input type="checkbox" id={ids.fieldId} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} {...rest} />
      <label htmlFor={ids.fieldId}>{label}</label>
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </CheckRow>
  );
}
