/** The two modes of the sign-in page: sign in, create an account (?mode=register). */
export type SignInMode = "signin" | "register";

/** The browser tab's title per mode, before " · <product>". */
export const SIGN_IN_TITLES: Record<SignInMode, string> = { signin: "Sign in", register: "Create account" };
