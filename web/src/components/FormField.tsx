import type { ReactNode } from "react";
import { Field, Input, NativeSelect, Textarea, type InputProps, type TextareaProps } from "@chakra-ui/react";
import { useField } from "formik";

interface ControlProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

/** The Chakra Field around a Formik control: label (with the required mark), helper text, validation message. */
function FieldShell({ name, label, required, helperText, children }: ControlProps & { children: ReactNode }) {
  const [, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

interface FormFieldProps extends Omit<InputProps, "name"> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** Replaces the default <Input> (e.g. a password input with a toggle); it receives the Formik field props. */
  render?: (field: { name: string; value: string; onChange: InputProps["onChange"]; onBlur: InputProps["onBlur"] }) => ReactNode;
}

/** A labelled Formik text field with its validation message (Chakra Field). */
export function FormField({ name, label, helperText, required, render, ...inputProps }: FormFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldShell name={name} label={label} required={required} helperText={helperText}>
      {render ? (
        render({ name: field.name, value: field.value ?? "", onChange: field.onChange, onBlur: field.onBlur })
      ) : (
        <Input {...inputProps} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    </FieldShell>
  );
}

/** A labelled Formik native select with its validation message. */
export function SelectField({ placeholder, children, ...props }: ControlProps & { placeholder?: string; children: ReactNode }) {
  const [field] = useField<string>(props.name);
  return (
    <FieldShell {...props}>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} placeholder={placeholder}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** A select over a fixed list of values (a status, a priority), each shown by its label. */
export function EnumSelectField<T extends string>({ values, labels, ...props }: ControlProps & { values: readonly T[]; labels: Record<T, string> }) {
  return (
    <SelectField {...props}>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </SelectField>
  );
}

/** A labelled Formik textarea with its validation message. */
export function TextareaField({ textareaProps, ...props }: ControlProps & { textareaProps?: TextareaProps }) {
  const [field] = useField<string>(props.name);
  return (
    <FieldShell {...props}>
      <Textarea {...textareaProps} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
    </FieldShell>
  );
}
