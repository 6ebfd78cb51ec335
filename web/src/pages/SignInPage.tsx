import { Check, CircleAlert, Eye, EyeOff } from "lucide-react";
import { PRODUCT_NAME } from "../lib/user";
import { BrandMark } from "../signed-out/BrandMark";
import type { SignInMode } from "../signed-out/texts";

/** The texts that change with the mode (the page shows one set, the sign-in script switches them). */
const SIGN_IN_COPY: Record<SignInMode, { heading: string; subtitle: string; switchText: string; switchButton: string }> = {
  signin: {
    heading: "Welcome back",
    subtitle: `Sign in to your ${PRODUCT_NAME} workspace.`,
    switchText: `New to ${PRODUCT_NAME}? `,
    switchButton: "Create an account",
  },
  register: {
    heading: "Create your account",
    subtitle: "Set up your workspace in less than a minute.",
    switchText: "Already have an account? ",
    switchButton: "Sign in instead",
  },
};

/** Props of an element whose text follows the mode: the sign-in text, and both texts for the script. */
function modeText(pick: (copy: (typeof SIGN_IN_COPY)[SignInMode]) => string) {
  return { "data-signin": pick(SIGN_IN_COPY.signin), "data-register": pick(SIGN_IN_COPY.register), children: pick(SIGN_IN_COPY.signin) };
}

interface FieldProps {
  form: SignInMode;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder?: string;
  required?: boolean;
  helperText?: string;
}

/** A label, its input, the helper text and the (empty until validation) error message. */
function Field({ form, name, label, type = "text", autoComplete, placeholder, required, helperText }: FieldProps) {
  const id = `${form}-${name}`;
  const password = type === "password";
  const input = (
    <input
      className="input"
      id={id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      required={required}
      aria-describedby={helperText ? `${id}-help ${id}-error` : `${id}-error`}
    />
  );
  return (
    <div className="field" data-field={name}>
      <label className="label" htmlFor={id}>
        {label}
        {required ? (
          <span className="req" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {password ? (
        <div className="input-group">
          {input}
          <button type="button" className="icon-btn" aria-label="Show password" aria-controls={id} data-toggle-password>
            <span data-icon="show">
              <Eye aria-hidden="true" />
            </span>
            <span data-icon="hide" hidden>
              <EyeOff aria-hidden="true" />
            </span>
          </button>
        </div>
      ) : (
        input
      )}
      {helperText ? (
        <p className="helper" id={`${id}-help`}>
          {helperText}
        </p>
      ) : null}
      <p className="field-error" id={`${id}-error`} hidden />
    </div>
  );
}

function FormAlert() {
  return (
    <div className="alert" role="alert" data-testid="form-error" hidden>
      <CircleAlert aria-hidden="true" />
      <span className="alert-title" />
    </div>
  );
}

function SubmitButton({ text, loadingText }: { text: string; loadingText: string }) {
  return (
    <button type="submit" className="btn btn-md btn-solid btn-block" data-loading-text={loadingText}>
      {text}
    </button>
  );
}

const highlights = [
  "Clients, projects and tasks in one place",
  "Invoices with tax worked out for you",
  "Your own company name, logo and brand color",
];

/**
 * The sign-in / create-account page at /api/login (shown when the server has no OpenID Connect provider), rendered to
 * static HTML at build time (web/src/signed-out). Its script (web/src/signed-out/sign-in.ts) switches the mode
 * (?mode=register opens the second tab), checks the fields, calls POST /api/auth/login or /api/auth/register and
 * then loads ?returnTo= (a same-site path only). The forms are `method="post"`: a submit before the script has run
 * never puts the password in an address.
 */
export function SignInPage() {
  return (
    <div className="signin">
      <main className="signin-main">
        <a className="brand brand-link" href="/">
          <BrandMark />
        </a>

        <div className="signin-center">
          <div className="signin-box">
            <h1 className="signin-title" {...modeText((c) => c.heading)} />
            <p className="signin-subtitle" {...modeText((c) => c.subtitle)} />

            <div className="tabs">
              <div className="tab-list" role="tablist">
                <button type="button" role="tab" id="tab-signin" className="tab" aria-selected="true" aria-controls="panel-signin" data-tab="signin">
                  Sign in
                </button>
                <button type="button" role="tab" id="tab-register" className="tab" aria-selected="false" aria-controls="panel-register" data-tab="register" tabIndex={-1}>
                  Create account
                </button>
              </div>
              <div role="tabpanel" id="panel-signin" className="tab-panel" aria-labelledby="tab-signin">
                <form className="form" method="post" noValidate aria-label="Sign in" data-form="signin">
                  <FormAlert />
                  <Field form="signin" name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required />
                  <Field form="signin" name="password" label="Password" type="password" autoComplete="current-password" required />
                  <SubmitButton text="Sign in" loadingText="Signing in..." />
                </form>
              </div>
              <div role="tabpanel" id="panel-register" className="tab-panel" aria-labelledby="tab-register" hidden>
                <form className="form" method="post" noValidate aria-label="Create account" data-form="register">
                  <FormAlert />
                  <div className="name-row">
                    <Field form="register" name="firstName" label="First name" autoComplete="given-name" />
                    <Field form="register" name="lastName" label="Last name" autoComplete="family-name" />
                  </div>
                  <Field form="register" name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required />
                  <Field
                    form="register"
                    name="password"
                    label="Password"
                    type="password"
                    autoComplete="new-password"
                    required
                    helperText="At least 10 characters, not a common password."
                  />
                  <SubmitButton text="Create account" loadingText="Creating account..." />
                </form>
              </div>
            </div>

            <p className="switch">
              <span {...modeText((c) => c.switchText)} />
              <button type="button" className="link-btn" data-switch-mode {...modeText((c) => c.switchButton)} />
            </p>
          </div>
        </div>
      </main>

      <div className="brand-panel" aria-hidden="true">
        <p className="brand-panel-title">The workspace for freelancers and small agencies.</p>
        <ul className="highlights">
          {highlights.map((h) => (
            <li key={h}>
              <span className="check">
                <Check size={14} strokeWidth={3} />
              </span>
              {h}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
