import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import type { MailSink } from "./smtp";
import type { OAuthServers } from "../api/test/oauth-servers";
import type { FakeStripe } from "../api/test/stripe-server";

export const ARTIFACTS_DIR = path.join(__dirname, "artifacts");

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What every spec receives from the runner. */
export interface E2E {
  baseUrl: string;
  browser: Browser;
  /**
   * The SMTP server the app sends its e-mail to (e2e/smtp.ts), with what it received; null when the runner did not
   * start the app (E2E_BASE_URL).
   */
  mail: MailSink | null;
  /**
   * The local Google, Microsoft and Zoom OAuth servers the app is pointed at (api/test/oauth-servers.ts), with their
   * consent pages, tokens and meetings; null when the runner did not start the app (E2E_BASE_URL).
   */
  oauth: OAuthServers | null;
  /** the local Stripe the app is pointed at (its Checkout page pays); null when the runner did not start the app */
  stripe: FakeStripe | null;
  /** uncaught errors of this spec's pages (the runner fails the spec on any) */
  pageErrors: string[];
  /** console errors of this spec's pages */
  consoleErrors: string[];
}

/**
 * A spec file exports `name` and `run`, and `alone` when it measures times: the runner runs the others two at a time
 * (E2E_LANES), and these one by one with nothing beside them.
 */
export interface SpecModule {
  name?: string;
  alone?: boolean;
  /**
   * it spends most of its time idle, waiting for the scheduler's once-a-minute clock: it starts first, beside the
   * lanes (and the `alone` specs, which its idle waits do not disturb), so its minutes of waiting overlap their work
   */
  waitsForClock?: boolean;
  /** how long it may take (default 120 s): a spec that waits for the once-a-minute scheduler needs more */
  timeoutMs?: number;
  run: (t: E2E) => Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Collects a page's uncaught errors and console errors into its spec's lists. */
export function watchPage(t: E2E, page: Page): void {
  page.on("pageerror", (err) => t.pageErrors.push(`${page.url()}: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") t.consoleErrors.push(`${page.url()}: ${msg.text().split("\n")[0]}`);
  });
}

/** A fresh browser context (own cookies) at the server's address; desktop 1440x900 unless told. */
export async function newContext(t: E2E, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await t.browser.newContext({ baseURL: t.baseUrl, viewport: { width: 1440, height: 900 }, ...options });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  watchPage(t, page);
  return { context, page };
}

/**
 * Runs `fn` with a page in a fresh context; when it fails, saves e2e/artifacts/FAIL-<name>.png and adds the page's
 * URL and last console errors to the message. The context is always closed.
 */
export async function withPage(
  t: E2E,
  name: string,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const { context, page } = await newContext(t, options);
  try {
    await fn(page, context);
  } catch (err) {
    const shot = await screenshot(page, `FAIL-${name}`).catch(() => null);
    const detail = [
      `page: ${page.url()}`,
      shot ? `screenshot: ${path.relative(path.resolve(__dirname, ".."), shot)}` : null,
      ...t.consoleErrors.slice(-3).map((e) => `console error: ${e}`),
    ].filter(Boolean);
    if (err instanceof Error) err.message = `${err.message}\n${detail.join("\n")}`;
    throw err;
  } finally {
    await context.close();
  }
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const DEFAULT_PASSWORD = "correct horse battery";

/** Creates an account through the sign-in page and waits for the app shell at "/" (or `returnTo`). */
export async function registerUser(
  page: Page,
  email: string,
  { password = DEFAULT_PASSWORD, firstName = "Ada", lastName = "Lovelace" }: { password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string }> {
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expectVisible(page.getByTestId("user-button"), "the app shell after registration");
  return { email, password };
}

/** Signs in through the sign-in page (the page must be on /api/login). */
export async function signIn(page: Page, email: string, password = DEFAULT_PASSWORD): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A REST call from the page (same origin, the session cookie), JSON in and out; throws on a 4xx or 5xx answer.
 * `json` is the parsed body (null when empty, the text when it is not JSON).
 */
export async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: any }> {
  // no named functions inside evaluate: the bundler's name helpers do not exist in the page
  const res = await page.evaluate(
    async ([m, u, b]) => {
      const r = await fetch(u as string, {
        method: m as string,
        credentials: "same-origin",
        headers: b === undefined ? {} : { "Content-Type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: r.status, text: await r.text() };
    },
    [method, url, body] as const,
  );
  if (res.status >= 400) throw new Error(`${method} ${url} answered ${res.status}: ${res.text}`);
  let json: unknown = null;
  try {
    json = res.text ? JSON.parse(res.text) : null;
  } catch {
    json = res.text;
  }
  return { status: res.status, json };
}

/** The desktop sidebar (the complementary landmark "Sidebar"). */
export const sidebar = (page: Page): Locator => page.getByRole("complementary", { name: "Sidebar" });

/** The open dialog. */
export const dialog = (page: Page): Locator => page.getByRole("dialog");

/** A field of the open dialog by its label (a required field's label ends in a "*" marker). */
export const dialogField = (page: Page, label: string): Locator => dialog(page).getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** A record's card: the article labelled by its (full-length) name. */
export const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

/**
 * Answers the page's next browser confirm, accepting it or not; resolves to its message, or to "" when none opens
 * within 10 s.
 */
export function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(""), 10_000);
    page.once("dialog", (d) => {
      clearTimeout(timer);
      resolve(d.message());
      void (accept ? d.accept() : d.dismiss());
    });
  });
}

/**
 * Clicks the sidebar link `link` (a string matches the whole name), then waits for the address `path` and the page's
 * h1 `title`.
 */
export async function openFromSidebar(page: Page, link: string | RegExp, path: string, title: string): Promise<void> {
  await sidebar(page).getByRole("link", { name: link, exact: typeof link === "string" }).click();
  await expectPath(page, path);
  await waitForHeading(page, title);
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  // finite animations (a dialog opening, a toast sliding in) are fast-forwarded to their end state
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
  return file;
}

/**
 * A screenshot of a state the page leaves by itself (a toast before a redirect): when the page has navigated away
 * before the picture is taken, there is nothing left to take, and the spec goes on (its assertions on that state were
 * made before).
 */
export async function transientScreenshot(page: Page, name: string): Promise<void> {
  const url = page.url();
  try {
    await screenshot(page, name);
  } catch (err) {
    if (page.url() === url) throw err;
    process.stdout.write(`      screenshot '${name}' skipped: the page went on to ${page.url()} first\n`);
  }
}

// ---- expectations -----------------------------------------------------------------------------------------

class ExpectationError extends Error {}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ExpectationError(message);
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new ExpectationError(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export async function expectVisible(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch {
    throw new ExpectationError(`expected ${what} to be visible (${locator})`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: "hidden", timeout });
  } catch {
    throw new ExpectationError(`expected ${what} to be hidden (${locator})`);
  }
}

export async function expectText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expectVisible(page.getByText(text, { exact: true }), `the text '${text}'`, timeout);
}

export async function expectCount(locator: Locator, count: number, what: string): Promise<void> {
  const n = await locator.count();
  if (n !== count) throw new ExpectationError(`expected ${count} ${what}, found ${n}`);
}

/** Waits until the page URL (path + search) equals `expected`. */
export async function expectPath(page: Page, expected: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForURL((u) => `${u.pathname}${u.search}` === expected, { timeout });
  } catch {
    const u = new URL(page.url());
    throw new ExpectationError(`expected the URL ${expected}, got ${u.pathname}${u.search}`);
  }
}

/** Waits for a toast titled `title` (and showing `description`, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await expectVisible(toast.getByText(title, { exact: true }), `the toast '${title}'`);
  if (description) await expectVisible(toast.getByText(description, { exact: true }), `the toast text '${description}'`);
}

/** Reads `read` every 100 ms until it gives `expected` or `timeout` ms have passed, then checks the last value. */
export async function waitForEqual<T>(read: () => Promise<T>, expected: T, what: string, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await read();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    actual = await read();
  }
  expectEqual(actual, expected, what);
}

/** Waits for the page's h1 to read `text` (a lazy route keeps the previous page until it loads), then checks it. */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await expectVisible(page.getByRole("heading", { level: 1, name: text, exact: true }), `the heading '${text}'`);
  await expectHeading(page, text);
}

export async function expectHeading(page: Page, text: string, timeout = 10_000): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 });
  await expectVisible(h1, `an h1`);
  // a client-side navigation keeps the previous page on screen until the next one has its data (React transition),
  // so the URL can change a moment before the heading does
  const deadline = Date.now() + timeout;
  let actual = (await h1.first().textContent())?.trim();
  while (actual !== text && Date.now() < deadline) {
    await page.waitForTimeout(100);
    actual = (await h1.first().textContent())?.trim();
  }
  await expectCount(h1, 1, "h1 headings");
  expectEqual(actual, text, "the page heading");
}
