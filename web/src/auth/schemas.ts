import * as yup from "yup";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";

const email = yup.string().trim().required("Email is required").email("Invalid email address").max(254, "Email is too long");

export const signInSchema = yup.object({
  email,
  password: yup.string().required("Password is required"),
});

export const registerSchema = yup.object({
  firstName: yup.string().trim().max(100, "First name is too long"),
  lastName: yup.string().trim().max(100, "Last name is too long"),
  email,
  password: yup.string().required("Password is required").min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, "Password is too long"),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
