import type { ReactNode } from "react";
import { Field, NativeSelect, Textarea, type TextareaProps } from "@chakra-ui/react";
import { useField } from "formik";

interface ControlProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

function Shell({ name, label, required, helperText, children }: ControlProps & { children: ReactNode }) {
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

/** A labelled Formik native select with its validation message. */
export function SelectField({ placeholder, children, ...props }: ControlProps & { placeholder?: string; children: ReactNode }) {
  const [field] = useField<string>(props.name);
  return (
    <Shell {...props}>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} placeholder={placeholder}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Shell>
  );
}

/** A labelled Formik textarea with its validation message. */
export function TextareaField({ textareaProps, ...props }: ControlProps & { textareaProps?: TextareaProps }) {
  const [field] = useField<string>(props.name);
  return (
    <Shell {...props}>
      <Textarea {...textareaProps} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
    </Shell>
  );
}
