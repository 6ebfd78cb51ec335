import type * as yup from "yup";
import { validateWith } from "@common/validation";
import { ValidationError } from "./errors";

/** Runs a shared Yup schema from common/ in the service: the same messages as the form, for every entry point. */
export function validateInput<S extends yup.AnyObjectSchema>(schema: S, input: unknown): yup.InferType<S> {
  const r = validateWith(schema, input);
  if (!r.ok) throw new ValidationError(r.errors);
  return r.value;
}
