import type * as yup from "yup";
import { validateWith } from "@common/validation";
import { DASHBOARD_LIST_MAX } from "@common/dashboard";
import { ValidationError } from "./errors";

/** Runs a shared Yup schema from common/ in the service: the same messages as the form, for every entry point. */
export function validateInput<S extends yup.AnyObjectSchema>(schema: S, input: unknown, context?: { timeZone?: string | null }): yup.InferType<S> {
  const r = validateWith(schema, input, context);
  if (!r.ok) throw new ValidationError(r.errors);
  return r.value;
}

/** The `first` of a short list (dashboard widgets, the activity log): 1 to DASHBOARD_LIST_MAX. */
export function checkListSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > DASHBOARD_LIST_MAX) {
    throw new ValidationError({ first: `first must be between 1 and ${DASHBOARD_LIST_MAX}` });
  }
  return first;
}
