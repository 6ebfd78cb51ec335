import * as yup from "yup";
import { loginSchema, registerSchema as commonRegisterSchema } from "@common/auth";

/** The sign-in form: the server's own schema, plus an e-mail format check for a quicker hint. */
export const signInSchema = loginSchema.shape({
  email: yup.string().trim().required("Email is required").email("Invalid email address").max(254, "Must be at most 254 characters"),
});

/** The create-account form; the same schema as POST /api/auth/register. */
export const registerSchema = commonRegisterSchema.omit(["timeZone"]);

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
