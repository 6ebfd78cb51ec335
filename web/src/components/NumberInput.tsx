import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from "react";
import { Field, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { formatNumberText, parseNumberText, separatorsOf } from "@common/number-format";
import { useNumberFormat } from "../lib/numberFormat";

/** What the field last wrote: the text as typed, the value it gave the form, and its message when it is not a number. */
interface Draft {
  text: string;
  value: string;
  error?: string;
}

/**
 * A Formik field holding a number as the API's canonical decimal text ("12500.5"), typed and shown in the
 * workspace's number format (Settings, Numbers): "12,500" or "12.500,50" as the format has it. While typed, the text
 * stays as the user writes it and the form holds its exact value (the digits, never a float); once left, a number is
 * shown formatted. A text that is not a number in the format, or whose grouping is ambiguous ("12,5" where "," groups
 * thousands), keeps its text, gives the field its message and holds the form from submitting.
 */
function useNumberField(name: string) {
  const seps = separatorsOf(useNumberFormat());
  // what the field last wrote, for the form's validation (which runs before the next render): its message holds only
  // while the form still has the value it gave
  const written = useRef<Draft | null>(null);
  const validate = useCallback((value: unknown) => (written.current && written.current.value === value ? written.current.error : undefined), []);
  const [field, meta, helpers] = useField<string | number | null>({ name, validate });
  const { submitCount } = useFormikContext();
  const [draft, setDraft] = useState<Draft | null>(null);
  // a value the form got from elsewhere (a reset, a preset) replaces the text typed
  const current = draft && draft.value === field.value ? draft : null;

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.currentTarget.value;
    const parsed = parseNumberText(text, seps);
    const next: Draft = parsed.ok ? { text, value: parsed.value } : { text, value: text, error: parsed.error };
    written.current = next;
    setDraft(next);
    void helpers.setValue(next.value);
  };
  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    // a number reads formatted once left; a text that is not one stays as typed, with its message
    if (current && !current.error) setDraft(null);
    field.onBlur(e);
  };
  const shown = current ? current.text : formatNumberText(field.value, seps);
  const error = meta.touched || submitCount > 0 ? (current?.error ?? meta.error) : undefined;
  return { input: { name, value: shown, onChange, onBlur, inputMode: "decimal" as const, autoComplete: "off" }, error };
}

interface NumberFieldProps extends Omit<InputProps, "name" | "value" | "onChange" | "onBlur" | "defaultValue"> {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  /** shown before or after the text inside the field ("$", "%", the currency) */
  startElement?: ReactNode;
  endElement?: ReactNode;
  /** a small label over a small field (an invoice line's quantity and rate) */
  compact?: boolean;
}

/**
 * A labelled money or number field (`useNumberField`): the Chakra Field with its label, helper text and message,
 * the form's value the canonical decimal text. Every money and number field of the forms is one.
 */
export function NumberField({ name, label, required, helperText, startElement, endElement, compact, ...inputProps }: NumberFieldProps) {
  const { input, error } = useNumberField(name);
  const control = <Input size={compact ? "sm" : undefined} {...input} {...inputProps} />;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label {...(compact ? { fontSize: "xs", fontWeight: "medium", color: "fg.muted" } : { fontSize: "sm", fontWeight: "medium" })}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {startElement || endElement ? (
        <InputGroup startElement={startElement} endElement={endElement}>
          {control}
        </InputGroup>
      ) : (
        control
      )}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText fontSize={compact ? "xs" : undefined}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
