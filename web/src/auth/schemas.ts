import * as yup from "yup";
import { loginSchema, registerSchema as commonRegisterSchema } from "@common/auth";

/**
 * The sign-in form's rules: the server's own schema, plus an e-mail format check for a quicker hint. The pre-rendered
 * sign-in page checks the same without Yup (web/src/signed-out/validate.ts, compared with these in its test).
 */
export const signInSchema = loginSchema.shape({
  email: yup.string().trim().required("Email is required").email("Invalid email address").max(254, "Must be at most 254 characters"),
});

/** The create-account form's rules; the same schema as POST /api/auth/register. */
export const registerSchema = commonRegisterSchema.omit(["timeZone"]);
