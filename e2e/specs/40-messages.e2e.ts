import type { Page } from "playwright-core";
import {
  type E2E,
  api,
  card,
  DEFAULT_PASSWORD,
  dialog,
  dialogField,
  expect,
  expectCount,
  expectEqual,
  expectHeading,
  expectHidden,
  expectPath,
  expectText,
  expectToast,
  expectVisible,
  newContext,
  openFromSidebar,
  registerUser,
  screenshot,
  signIn,
  uniqueEmail,
  withPage,
} from "../lib";
import { REFUSED_REPLY, refusedAddress } from "../smtp";

export const name = "messages: compose with the spec's messages, e-mail through a real SMTP server ('Sending...' -> 'Email sent' live), a refused address gives 'Email failed' and a bell notification, read / unread, delete, phone width";

/** Sends timed from the click on 'Send Message' to 'Email sent' on screen. */
const TIMED_SENDS = 20;
const LIVE_TIMEOUT_MS = 15_000;
const CONFIRM = "Are you sure you want to delete this message?";

/** The same card while a dialog hides the page from the accessibility tree. */
const cardBehindDialog = (page: Page, subject: string) =>
  page.getByTestId("message-card").filter({ has: page.getByTestId("message-subject").getByText(subject, { exact: true }) });
const bell = (page: Page) => page.getByTestId("notifications-button");
const panel = (page: Page) => page.getByTestId("notifications-panel");

/** Waits until a badge (a count, or none for 0) shows `count`. */
async function expectBadgeCount(page: Page, selector: string, count: number, what: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([sel, n]) => (document.querySelector(sel)?.textContent?.replace(/\D+/g, "") ?? "") === n,
      [selector, count === 0 ? "" : String(count)] as const,
      { timeout: 10_000, polling: 50 },
    );
  } catch {
    const now = await page.locator(selector).first().textContent().catch(() => null);
    throw new Error(`${what}: expected ${count === 0 ? "no badge" : count}, shows ${now === null ? "no badge" : `'${now}'`}`);
  }
}

const unreadBadge = (page: Page, n: number) => expectBadgeCount(page, '[data-nav="/messages"] [data-testid="badge-unreadMessages"]', n, "the sidebar's unread messages badge");
const bellCount = (page: Page, n: number) => expectBadgeCount(page, '[data-testid="notification-badge"]', n, "the bell's badge");

async function openCompose(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Compose Message" }).click();
  await expectVisible(dialog(page).getByRole("heading", { name: "New Message" }), "the compose dialog");
}

async function compose(page: Page, values: { subject: string; content: string; name?: string; email?: string }): Promise<void> {
  await openCompose(page);
  await dialogField(page, "Subject").fill(values.subject);
  await dialogField(page, "Message").fill(values.content);
  if (values.name) await dialogField(page, "Contact name").fill(values.name);
  if (values.email) await dialogField(page, "Contact email").fill(values.email);
}

interface Probe {
  states: string[];
  clickAt: number;
  sendingAt: number;
  doneAt: number;
  reloaded: boolean;
}

/**
 * Watches, in the page, the card with this subject: the e-mail states it shows in order, when 'Send Message' was
 * clicked, and the first frame painted after the card reached `until` ('sent' or 'failed'). A reload would lose the
 * marker, so it also tells whether the page was reloaded.
 */
async function armProbe(page: Page, subject: string, until: "sent" | "failed"): Promise<void> {
  // plain JavaScript: the spec's own functions are rewritten by the TypeScript loader with helpers the page lacks
  await page.evaluate(`(${PROBE_SCRIPT})(${JSON.stringify(subject)}, ${JSON.stringify(until)})`);
}

const PROBE_SCRIPT = `function (subject, target) {
  window.__marker = true;
  var probe = { subject: subject, target: target, states: [], clickAt: 0, sendingAt: 0, doneAt: 0, reloaded: false };
  window.__probe = probe;
  document.addEventListener("click", function (e) {
    if (e.target && e.target.closest && e.target.closest('button[type="submit"]')) probe.clickAt = performance.now();
  }, { capture: true, once: true });
  var check = function () {
    document.querySelectorAll('[data-testid="message-card"]').forEach(function (el) {
      var title = el.querySelector('[data-testid="message-subject"]');
      if (!title || title.textContent !== probe.subject) return;
      var badge = el.querySelector('[data-testid="email-state"]');
      var state = badge && badge.getAttribute("data-state");
      if (!state || probe.states[probe.states.length - 1] === state) return;
      probe.states.push(state);
      if (state === "sending" && !probe.sendingAt) probe.sendingAt = performance.now();
      if (state === probe.target && !probe.doneAt) requestAnimationFrame(function () { probe.doneAt = performance.now(); });
    });
  };
  if (window.__probeObserver) window.__probeObserver.disconnect();
  window.__probeObserver = new MutationObserver(check);
  window.__probeObserver.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}`;

async function readProbe(page: Page, what: string): Promise<Probe> {
  try {
    await page.waitForFunction(() => ((window as unknown as { __probe?: Probe }).__probe?.doneAt ?? 0) > 0, undefined, { timeout: LIVE_TIMEOUT_MS, polling: 20 });
  } catch {
    const p = await page.evaluate(() => (window as unknown as { __probe?: Probe }).__probe);
    throw new Error(`${what}: not within ${LIVE_TIMEOUT_MS} ms (states seen: ${p?.states.join(" -> ") || "none"})`);
  }
  return page.evaluate(() => {
    const w = window as unknown as { __probe: Probe; __marker?: boolean };
    return { ...w.__probe, reloaded: w.__marker !== true };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** by itself: it times 'Sending...' -> 'Email sent' over 20 sends */
export const alone = true;

export async function run(t: E2E): Promise<void> {
  const mail = t.mail;
  if (!mail) throw new Error("this spec needs the runner's SMTP server (it is not started with E2E_BASE_URL)");
  const account = uniqueEmail("messages");
  await withPage(t, "40-messages", async (page) => {
    await registerUser(page, account, { firstName: "Ada", lastName: "Lovelace" });
    const acme = (await api(page, "POST", "/api/clients", { name: "Acme Studio", email: "hello@acme.test" })).json;
    await api(page, "POST", "/api/projects", { name: "Website redesign", clientId: acme.id, status: "active" });

    await openFromSidebar(page, "Messages", "/messages", "Messages");
    await expectText(page, "Communicate with your clients and team");
    await expectText(page, "No messages yet");
    await unreadBadge(page, 0);
    await bellCount(page, 0);

    // the compose dialog: focus on the subject, the spec's messages
    await openCompose(page);
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "subject");
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expectCount(dialog(page).getByText("Please fill in subject and content", { exact: true }), 2, "'Please fill in subject and content' under subject and message");
    await dialogField(page, "Subject").fill("Kickoff next week");
    await dialogField(page, "Contact email").fill("carol@");
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expectVisible(dialog(page).getByText("Please enter a valid email address", { exact: true }), "'Please enter a valid email address'");
    await expectCount(dialog(page).getByText("Please fill in subject and content", { exact: true }), 1, "'Please fill in subject and content' under the message only");
    await screenshot(page, "messages-compose-errors");

    // a message e-mailed to Carol: 'Sending...' turns into 'Email sent' on the card, without a reload
    const carol = uniqueEmail("carol");
    const subject = "Kickoff next week";
    const content = "Hi Carol,\n\nShall we meet on Monday at 10:00 to go through the brief?\n\nAda";
    await dialogField(page, "Message").fill(content);
    await dialogField(page, "Contact email").fill(carol);
    await dialogField(page, "Client").selectOption({ label: "Acme Studio" });
    await dialogField(page, "Project").selectOption({ label: "Website redesign" });
    await armProbe(page, subject, "sent");
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Message created successfully");
    await expectHidden(dialog(page), "the compose dialog after sending");
    const first = await readProbe(page, "'Email sent' on Carol's message");
    expectEqual(first.states, ["sending", "sent"], "the e-mail states the card showed");
    expect(!first.reloaded, "the page was not reloaded");
    console.log(`      first send: 'Sending...' ${Math.round(first.sendingAt - first.clickAt)} ms and 'Email sent' ${Math.round(first.doneAt - first.clickAt)} ms after the click`);

    const kickoff = card(page, subject);
    await expectVisible(kickoff.getByText("Email sent", { exact: true }), "'Email sent' on the card");
    await expectVisible(kickoff.getByTestId("email-sent-at"), "the send time");
    await expectVisible(kickoff.getByText("Contact Notified", { exact: true }), "'Contact Notified'");
    await expectVisible(kickoff.getByText("Unread", { exact: true }), "'Unread' on a new message");
    expectEqual(((await kickoff.getByTestId("message-contact").textContent()) ?? "").includes("Contact"), true, "the contact named 'Contact' by default");
    await expectVisible(kickoff.getByTestId("message-client").getByText("Acme Studio"), "the client on the card");
    await unreadBadge(page, 1);

    // what the SMTP server received
    const received = await mail.waitFor((m) => m.to.includes(carol));
    expectEqual(received.subject, subject, "the e-mail's subject");
    expect(received.text.includes("Shall we meet on Monday at 10:00 to go through the brief?"), `the e-mail's text part has the message, got: ${received.text.slice(0, 200)}`);
    expect(received.html.includes("Shall we meet on Monday"), "the e-mail's HTML part has the message");
    expectEqual(received.replyTo, account, "the e-mail's Reply-To (the provider)");
    expectEqual(mail.received.filter((m) => m.to.includes(carol)).length, 1, "copies of Carol's e-mail");

    // opening it: the whole text, the delivery details; it becomes read and the sidebar badge goes
    await kickoff.getByRole("button", { name: subject, exact: true }).click();
    const detail = dialog(page);
    await expectVisible(detail.getByRole("heading", { name: subject }), "the opened message");
    expectEqual(await detail.getByTestId("message-content").textContent(), content, "the message's whole text");
    const delivery = detail.getByTestId("message-delivery");
    await expectVisible(delivery.getByText("Email sent", { exact: true }), "'Email sent' in the delivery details");
    expectEqual(await delivery.getByTestId("email-attempts").textContent(), "1", "delivery attempts");
    expect(((await delivery.textContent()) ?? "").includes(carol), "the contact's address in the delivery details");
    await unreadBadge(page, 0);
    await expectVisible(cardBehindDialog(page, subject).getByText("Read", { exact: true }), "'Read' on the opened message's card");
    await page.mouse.move(0, 0);
    await screenshot(page, "messages-opened");
    await detail.getByRole("button", { name: "Mark as unread" }).click();
    await expectHidden(dialog(page), "the message after 'Mark as unread'");
    await expectVisible(kickoff.getByText("Unread", { exact: true }), "'Unread' again");
    await unreadBadge(page, 1);

    // a message to an address the relay refuses (550): 'Email failed' with its reason, and the bell says so
    const bounce = refusedAddress("e2e");
    await compose(page, { subject: "Invoice question", content: "Could you check invoice INV-1042?", name: "Bob Bounce", email: bounce });
    await armProbe(page, "Invoice question", "failed");
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Message created successfully");
    const failed = await readProbe(page, "'Email failed' on Bob's message");
    expectEqual(failed.states, ["sending", "failed"], "the e-mail states of the refused message");
    const refusedCard = card(page, "Invoice question");
    await expectVisible(refusedCard.getByText("Email failed", { exact: true }), "'Email failed'");
    const reason = (await refusedCard.getByTestId("email-error").textContent()) ?? "";
    expect(reason.includes("550") && reason.includes(REFUSED_REPLY), `the relay's reason on the card, got '${reason}'`);
    expectEqual(await refusedCard.getByText("Contact Notified", { exact: true }).count(), 0, "'Contact Notified' on a failed e-mail");
    expect(mail.refusedCount() >= 1, "the relay refused the recipient");
    await bellCount(page, 1);
    await unreadBadge(page, 2);

    // the bell's panel: the failure, newest first; opening it shows the message and marks the notification read
    await bell(page).click();
    await expectVisible(panel(page), "the notifications panel");
    const item = panel(page).getByTestId("notification-item").first();
    await expectVisible(item.getByText("E-mail to Bob Bounce failed", { exact: true }), "the failure's notification");
    await expectVisible(item.getByTestId("notification-unread"), "its unread marker");
    await expectVisible(item.getByText("just now", { exact: true }), "its relative time");
    await page.mouse.move(0, 0);
    await screenshot(page, "messages-bell");
    await item.getByRole("link").click();
    await expectHidden(panel(page), "the panel after opening a notification");
    await expectVisible(dialog(page).getByRole("heading", { name: "Invoice question" }), "the message the notification links to");
    expect(new URL(page.url()).searchParams.has("id"), "the message's address has its id");
    await expectVisible(dialog(page).getByTestId("message-delivery").getByText(REFUSED_REPLY, { exact: false }), "the reason in the delivery details");
    await bellCount(page, 0);
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the message after Escape");
    await expectPath(page, "/messages");
    await expectCount(page.getByTestId("notification-badge"), 0, "bell badges once everything is read");

    // the panel with the keyboard: Enter opens it, Escape closes it and the focus is back on the bell
    await bell(page).focus();
    await page.keyboard.press("Enter");
    await expectVisible(panel(page), "the panel opened with Enter");
    await expectVisible(panel(page).getByRole("button", { name: "Mark all as read" }), "'Mark all as read'");
    await page.keyboard.press("Escape");
    await expectHidden(panel(page), "the panel after Escape");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "notifications-button");

    // a message written elsewhere (REST) appears at the top without a reload
    await api(page, "POST", "/api/messages", { subject: "Written through the API", content: "Hello from REST" });
    await expectVisible(card(page, "Written through the API"), "the message created through REST");
    const order = await page.getByTestId("message-card").locator("h2").allTextContents();
    expectEqual(order, ["Written through the API", "Invoice question", "Kickoff next week"], "the cards, newest first");
    await unreadBadge(page, 2);

    // timing: click on 'Send Message' to 'Email sent' painted, over several sends through the UI
    const times: number[] = [];
    for (let i = 1; i <= TIMED_SENDS; i++) {
      const s = `Timing run ${i}`;
      await compose(page, { subject: s, content: `Timed message ${i}`, email: uniqueEmail(`t${i}`) });
      await armProbe(page, s, "sent");
      await dialog(page).getByRole("button", { name: "Send Message" }).click();
      const p = await readProbe(page, `'Email sent' on '${s}'`).catch(async (err: Error) => {
        const stored = ((await api(page, "GET", "/api/messages")).json as { subject: string; emailSent: boolean; notificationError: string | null; emailAttempts?: number }[]).find((m) => m.subject === s);
        const got = mail.received.find((m) => m.subject === s);
        throw new Error(`${err.message}; stored: ${JSON.stringify(stored)}; the SMTP server ${got ? `received it ${Date.now() - got.receivedAt} ms ago` : "did not receive it"}`);
      });
      expect(!p.reloaded, "no reload while timing");
      times.push(p.doneAt - p.clickAt);
      await expectHidden(dialog(page), "the compose dialog");
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `      click -> 'Email sent' on screen over ${times.length} sends: p50 ${Math.round(percentile(sorted, 50))} ms, p90 ${Math.round(percentile(sorted, 90))} ms, ` +
        `min ${Math.round(sorted[0])} ms, max ${Math.round(sorted[sorted.length - 1])} ms`,
    );
    expectEqual(mail.received.filter((m) => m.subject.startsWith("Timing run")).length, TIMED_SENDS, "timed e-mails received, once each");

    // the list for the screenshot: a tidy set, newest first
    page.on("dialog", (d) => {
      expect(d.message() === CONFIRM, `unexpected dialog '${d.message()}'`);
      void d.accept();
    });
    for (let i = 1; i <= TIMED_SENDS; i++) {
      if (i > 3) {
        await card(page, `Timing run ${i}`).getByRole("button", { name: `Delete Timing run ${i}` }).click();
        await expectHidden(card(page, `Timing run ${i}`), `'Timing run ${i}' after deleting`);
      }
    }
    await expectToast(page, "Message deleted successfully");
    await api(page, "POST", "/api/messages", {
      subject: "Homepage copy review",
      content: "I went through the homepage copy and left comments on the hero, pricing and FAQ sections. The tone reads well; a few claims need sources.",
      contactName: "Priya Sharma",
      contactEmail: uniqueEmail("priya"),
    });
    await expectVisible(card(page, "Homepage copy review").getByText("Email sent", { exact: true }), "the last message's 'Email sent'", LIVE_TIMEOUT_MS);
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.mouse.move(0, 0);
    await screenshot(page, "messages");

    // it all survives a reload
    await page.reload();
    await expectVisible(card(page, "Invoice question").getByText("Email failed", { exact: true }), "'Email failed' after a reload");
    await expectVisible(card(page, "Kickoff next week").getByText("Email sent", { exact: true }), "'Email sent' after a reload");
  });

  // the same account at phone width
  const { context, page } = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await page.goto("/api/login");
    await signIn(page, account, DEFAULT_PASSWORD);
    await expectPath(page, "/");
    await page.goto("/messages");
    await expectHeading(page, "Messages");
    await expectVisible(card(page, "Kickoff next week"), "the cards at phone width");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expectEqual(overflow, 0, "horizontal overflow at 390 px");
    await screenshot(page, "messages-phone", true);
    await card(page, "Invoice question").getByRole("button", { name: "Invoice question", exact: true }).click();
    await expectVisible(dialog(page).getByTestId("message-delivery"), "the opened message at phone width");
    await screenshot(page, "messages-phone-opened");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the message after Escape");
    await bell(page).click();
    await expectVisible(panel(page).getByText("E-mail to Bob Bounce failed", { exact: true }), "the panel at phone width");
    const box = await panel(page).boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390, `the panel fits the phone's width (${JSON.stringify(box)})`);
    await screenshot(page, "messages-phone-bell");
  } catch (err) {
    await screenshot(page, "FAIL-40-messages-phone").catch(() => null);
    throw err;
  } finally {
    await context.close();
  }
}
