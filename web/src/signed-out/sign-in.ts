/**
 * The script of the pre-rendered sign-in page (no framework): the two tabs, the password toggles, the field checks,
 * POST /api/auth/login or /api/auth/register (JSON, same-origin cookies, as the app's REST helper sends them), the
 * server's messages, then a full page load of ?returnTo= (a same-site path only).
 */
import { browserTimeZone } from "@common/timezone";
import { SIGN_IN_TITLES, type SignInMode } from "./texts";
import { INVALID_LOGIN, safeReturnTo } from "@common/auth-texts";
import { validateRegister, validateSignIn, type FieldErrors } from "./validate";

const GENERIC_FAILURE = "Something went wrong. Please try again.";
const NETWORK_FAILURE = "Could not reach the server. Check your connection and try again.";
const TOO_MANY = "Too many sign-in attempts. Try again in a minute.";
const EMAIL_TAKEN = "An account with this email already exists";

/** A non-OK answer of the API: its status and the `{ message, errors }` body when it is JSON. */
interface Failure {
  status: number;
  message: string | null;
  errors: FieldErrors;
}

async function post(path: string, body: unknown): Promise<Failure | null> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (res.ok) return null;
  const parsed = (await res.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const errors: FieldErrors = {};
  if (parsed && typeof parsed.errors === "object" && parsed.errors !== null) {
    for (const [k, v] of Object.entries(parsed.errors)) if (typeof v === "string") errors[k] = v;
  }
  return { status: res.status, message: typeof parsed?.message === "string" ? parsed.message : null, errors };
}

/** The message above the form for a failed call (the same choices as before the page was pre-rendered). */
function failureMessage(f: Failure, mode: SignInMode): string {
  if (f.status === 401 && mode === "signin") return INVALID_LOGIN;
  if (f.status === 429) return f.message ?? TOO_MANY;
  if (f.status >= 400 && f.status < 500 && f.message) return f.message;
  return GENERIC_FAILURE;
}

function $(root: ParentNode, selector: string): HTMLElement {
  const el = root.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`${selector} is missing`);
  return el;
}

/**
 * Wires the page. `navigate` is the full page navigation after success (tests pass their own: jsdom cannot navigate).
 */
export function setUpSignInPage(doc: Document = document, navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  const params = new URLSearchParams(doc.location.search);
  const returnTo = safeReturnTo(params.get("returnTo"));
  let mode: SignInMode = "signin";

  for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>("form[data-form]"))) setUpForm(form, form.dataset.form as SignInMode, () => navigate(returnTo));

  for (const toggle of Array.from(doc.querySelectorAll<HTMLButtonElement>("[data-toggle-password]"))) {
    toggle.addEventListener("click", () => {
      const input = $(toggle.parentElement!, "input") as HTMLInputElement;
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      toggle.setAttribute("aria-label", show ? "Hide password" : "Show password");
      $(toggle, "[data-icon=show]").toggleAttribute("hidden", show);
      $(toggle, "[data-icon=hide]").toggleAttribute("hidden", !show);
    });
  }

  const tabs = Array.from(doc.querySelectorAll<HTMLButtonElement>("[role=tab]"));
  // the other tab's form is kept out of the document (one field per label, as when each tab rendered its own form)
  const panels = tabs.map((tab) => {
    const panel = $(doc, `#${tab.getAttribute("aria-controls")}`);
    return { panel, content: Array.from(panel.childNodes) };
  });
  const setMode = (next: SignInMode, focusTab = false) => {
    mode = next;
    tabs.forEach((tab, i) => {
      const selected = tab.dataset.tab === next;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focusTab) tab.focus();
      const { panel, content } = panels[i];
      panel.hidden = !selected;
      if (selected) panel.replaceChildren(...content);
      else panel.replaceChildren();
    });
    for (const el of Array.from(doc.querySelectorAll<HTMLElement>("[data-register]"))) el.textContent = el.dataset[next] ?? "";
    // "Sign in · <product>": the part after the dot stays
    doc.title = `${SIGN_IN_TITLES[next]}${doc.title.slice(Math.max(0, doc.title.indexOf(" · ")))}`;
    // the address names the tab (?mode=register), in place: a reload or Back and Forward reopen it, and Back leaves
    // the page rather than stepping through the tabs
    const url = new URL(doc.location.href);
    if ((url.searchParams.get("mode") === "register") !== (next === "register")) {
      if (next === "register") url.searchParams.set("mode", "register");
      else url.searchParams.delete("mode");
      doc.defaultView?.history.replaceState(doc.defaultView.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
  };
  for (const tab of tabs) {
    tab.addEventListener("click", () => setMode(tab.dataset.tab as SignInMode));
    tab.addEventListener("keydown", (e) => {
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight" && e.key !== "Home" && e.key !== "End") return;
      e.preventDefault();
      const i = tabs.indexOf(tab);
      const j = e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : (i + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
      setMode(tabs[j].dataset.tab as SignInMode, true);
    });
  }
  $(doc, "[data-switch-mode]").addEventListener("click", () => setMode(mode === "signin" ? "register" : "signin"));
  setMode(params.get("mode") === "register" ? "register" : "signin");
}

function setUpForm(form: HTMLFormElement, formMode: SignInMode, done: () => void): void {
  const alert = $(form, "[data-testid=form-error]");
  const button = $(form, "button[type=submit]") as HTMLButtonElement;
  const buttonText = button.textContent ?? "";
  const touched = new Set<string>();
  let lastErrors: FieldErrors = {};

  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
  const values = () => ({ firstName: value("firstName"), lastName: value("lastName"), email: value("email"), password: value("password") });
  const check = (): FieldErrors => (formMode === "signin" ? validateSignIn(values()) : validateRegister(values()));

  /** Shows the message of every touched field (as the form did: a field's message appears once it was left). */
  const show = (errors: FieldErrors) => {
    lastErrors = errors;
    for (const field of Array.from(form.querySelectorAll<HTMLElement>("[data-field]"))) {
      const name = field.dataset.field!;
      const message = touched.has(name) ? errors[name] : undefined;
      const input = $(field, "input") as HTMLInputElement;
      const error = $(field, ".field-error");
      error.textContent = message ?? "";
      error.hidden = !message;
      field.classList.toggle("invalid", Boolean(message));
      if (message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      const helper = field.querySelector<HTMLElement>(".helper");
      if (helper) helper.hidden = Boolean(message);
    }
  };
  const setAlert = (message: string | null) => {
    $(alert, ".alert-title").textContent = message ?? "";
    alert.hidden = !message;
  };
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    button.toggleAttribute("aria-busy", busy);
    if (busy) {
      button.textContent = "";
      const spinner = form.ownerDocument.createElement("span");
      spinner.className = "spinner";
      spinner.setAttribute("aria-hidden", "true");
      button.append(spinner, button.dataset.loadingText ?? buttonText);
    } else button.textContent = buttonText;
  };

  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>("input"))) {
    input.addEventListener("blur", () => {
      touched.add(input.name);
      show(check());
    });
    input.addEventListener("input", () => {
      if (touched.has(input.name)) show(check());
    });
  }
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (button.disabled) return;
    for (const field of Array.from(form.querySelectorAll<HTMLElement>("[data-field]"))) touched.add(field.dataset.field!);
    const errors = check();
    show(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setAlert(null);
    setBusy(true);
    const v = values();
    try {
      const failure =
        formMode === "signin"
          ? await post("/api/auth/login", { email: v.email.trim(), password: v.password })
          : await post("/api/auth/register", {
              email: v.email.trim(),
              password: v.password,
              firstName: v.firstName.trim() || undefined,
              lastName: v.lastName.trim() || undefined,
              timeZone: browserTimeZone(),
            });
      if (!failure) {
        done();
        return; // the button stays busy while the browser navigates
      }
      setBusy(false);
      if (formMode === "register" && failure.status === 409) show({ ...lastErrors, email: failure.message ?? EMAIL_TAKEN });
      else if (formMode === "register" && failure.status === 400 && Object.keys(failure.errors).length > 0) show({ ...lastErrors, ...failure.errors });
      else setAlert(failureMessage(failure, formMode));
    } catch {
      setBusy(false);
      setAlert(NETWORK_FAILURE);
    }
  });
}
