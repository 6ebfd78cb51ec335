import fc from "fast-check";
import { ValidationError } from "yup";
import { registerSchema, signInSchema } from "../../auth/schemas";
import { PASSWORD_IS_EMAIL } from "@common/auth-texts";
import { validateRegister, validateSignIn, type FieldErrors } from "../validate";

/** The first message per field, as the form showed them from the Yup schema. */
function yupErrors(schema: typeof signInSchema | typeof registerSchema, values: Record<string, string>): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const inner of e.inner) if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

const samples = [
  "", " ", "a", "ada@example.com", " Ada@Example.com ", "not an address", "a@b", "a@-b.com", "x".repeat(250) + "@example.com",
  "long enough", "too short", "aaaaaaaaaaaa", "ada@example.com", "ADA", "ada", "p".repeat(201), "\u0000ada@example.com", "😀".repeat(101),
];
const text = fc.oneof(fc.constantFrom(...samples), fc.string({ maxLength: 30 }), fc.emailAddress());

describe("the sign-in page's checks", () => {
  it("give the shared Yup schemas' messages for sign-in", () => {
    fc.assert(
      fc.property(text, text, (email, password) => {
        expect(validateSignIn({ email, password })).toEqual(yupErrors(signInSchema, { email, password }));
      }),
      { numRuns: 500 },
    );
  });

  it("give the shared Yup schemas' messages for a new account", () => {
    fc.assert(
      fc.property(text, text, text, text, (firstName, lastName, email, password) => {
        const values = { firstName, lastName, email, password };
        expect(validateRegister(values)).toEqual(yupErrors(registerSchema, values));
      }),
      { numRuns: 500 },
    );
    // the password that is the e-mail address, or its name part
    const values = { firstName: "", lastName: "", email: "Grace.Hopper@example.com", password: "grace.hopper" };
    expect(validateRegister(values)).toEqual({ password: PASSWORD_IS_EMAIL });
    expect(yupErrors(registerSchema, values)).toEqual({ password: PASSWORD_IS_EMAIL });
  });
});
