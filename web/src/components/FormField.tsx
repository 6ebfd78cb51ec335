import type { ReactNode } from "react";
import { Field, Input, type InputProps } from "@chakra-ui/react";
import { useField } from "formik";

interface FormFieldProps extends Omit<InputProps, "name"> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** Replaces the default <Input> (e.g. a password input with a toggle); it receives the Formik field props. */
  render?: (field: { name: string; value: string; onChange: InputProps["onChange"]; onBlur: InputProps["onBlur"] }) => ReactNode;
}

/** A labelled Formik text field with its validation message (Chakra Field). */
export function FormField({ name, label, helperText, required, render, ...inputProps }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {render ? (
        render({ name: field.name, value: field.value ?? "", onChange: field.onChange, onBlur: field.onBlur })
      ) : (
        <Input {...inputProps} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
      )}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
