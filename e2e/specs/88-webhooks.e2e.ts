import http from "node:http";
import type { AddressInfo } from "node:net";
import { type E2E, expectEqual, expectToast, expectVisible, expect, openFromSidebar, registerUser, screenshot, uniqueEmail, withPage, api } from "../lib";

export const name = "webhooks: add an endpoint in Settings, a new client is delivered to it signed (200), a test event too, delete asks first";

interface Hit { headers: http.IncomingHttpHeaders; body: string }

/** An endpoint on this machine that records what it receives and answers 200. */
async function startEndpoint(): Promise<{ url: string; hits: Hit[]; close(): Promise<void> }> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, hits, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

async function waitForHits(hits: Hit[], n: number, what: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (hits.length < n) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} (${hits.length} of ${n} received)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function run(t: E2E): Promise<void> {
  const endpoint = await startEndpoint();
  try {
    await withPage(t, "88-webhooks", async (page) => {
      await registerUser(page, uniqueEmail("webhooks"));
      await openFromSidebar(page, "Settings", "/settings", "Settings");
      const section = page.getByRole("region", { name: "Webhooks" });
      await expectVisible(section.getByText("No webhooks yet.", { exact: true }), "the empty state");

      // the form's own checks first
      await section.getByRole("button", { name: "Add webhook" }).click();
      await expectVisible(section.getByText("URL is required", { exact: true }), "the URL message");
      await expectVisible(section.getByText("Choose at least one event", { exact: true }), "the events message");
      await section.getByLabel(/^Endpoint URL/).fill("http://example.com/hook");
      await section.getByLabel(/^Endpoint URL/).blur();
      await expectVisible(section.getByText(/must start with https:\/\//), "the https message");

      await section.getByLabel(/^Endpoint URL/).fill(endpoint.url);
      // the checkbox's label takes the click (its input is visually hidden under the box)
      await section.getByRole("group", { name: "Events" }).getByText("client.created", { exact: true }).click();
      expect(await section.getByRole("checkbox", { name: "client.created" }).isChecked(), "client.created is chosen");
      await page.mouse.move(0, 0);
      await section.getByRole("button", { name: "Add webhook" }).scrollIntoViewIfNeeded();
      await screenshot(page, "webhooks-form");
      await section.getByRole("button", { name: "Add webhook" }).click();
      await expectToast(page, "Webhook added");
      const secret = section.getByTestId("webhook-secret-value");
      await expectVisible(secret, "the secret, shown once");
      expect(/^whsec_[A-Za-z0-9+/]{43}=$/.test((await secret.textContent()) ?? ""), "the secret has the whsec_ format");
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, "webhooks-secret");
      await expectVisible(section.getByTestId("webhook-url").filter({ hasText: endpoint.url }), "the endpoint in the list");
      await expectVisible(section.getByText("No deliveries yet.", { exact: true }), "no deliveries yet");

      // a new client is an event the endpoint receives
      await api(page, "POST", "/api/clients", { name: "Webhook Client" });
      await waitForHits(endpoint.hits, 1, "the client.created delivery");
      const body = JSON.parse(endpoint.hits[0].body);
      expectEqual(body.type, "client.created", "the delivered event's type");
      expectEqual(body.data.record.name, "Webhook Client", "the delivered client");
      expect(String(endpoint.hits[0].headers["webhook-signature"]).startsWith("v1,"), "the delivery is signed");

      const deliveries = section.getByTestId("webhook-delivery");
      // the list is read again until the delivery shows as succeeded
      const until = Date.now() + 20_000;
      for (;;) {
        await section.getByRole("button", { name: "Refresh" }).click();
        if (await deliveries.filter({ hasText: "client.created" }).filter({ hasText: "Succeeded" }).filter({ hasText: "200" }).count()) break;
        if (Date.now() > until) throw new Error("the delivery never showed as succeeded with 200");
        await page.waitForTimeout(500);
      }

      // the test event goes to this endpoint through the same path
      await section.getByRole("button", { name: `Send test event to ${endpoint.url}` }).click();
      await expectToast(page, "Test event queued");
      await waitForHits(endpoint.hits, 2, "the test event");
      expectEqual(JSON.parse(endpoint.hits[1].body).type, "webhook.test", "the test event's type");
      const untilTest = Date.now() + 20_000;
      for (;;) {
        await section.getByRole("button", { name: "Refresh" }).click();
        if (await deliveries.filter({ hasText: "webhook.test" }).filter({ hasText: "Succeeded" }).count()) break;
        if (Date.now() > untilTest) throw new Error("the test delivery never showed as succeeded");
        await page.waitForTimeout(500);
      }
      await section.getByRole("button", { name: "Done" }).click();
      await page.mouse.move(0, 0);
      await section.getByTestId("webhook-item").scrollIntoViewIfNeeded();
      await screenshot(page, "webhooks-deliveries");

      // deleting asks first: Cancel keeps it, Delete removes it
      await section.getByRole("button", { name: `Delete the webhook to ${endpoint.url}` }).click();
      const confirm = page.getByRole("alertdialog");
      await expectVisible(confirm.getByText(/This action cannot be undone/), "the confirmation");
      await screenshot(page, "webhooks-confirm-delete");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expectVisible(section.getByTestId("webhook-url"), "the endpoint kept after Cancel");
      await section.getByRole("button", { name: `Delete the webhook to ${endpoint.url}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
      await expectToast(page, "Webhook deleted");
      await expectVisible(section.getByText("No webhooks yet.", { exact: true }), "the empty state after the delete");
    });
  } finally {
    await endpoint.close();
  }
}
