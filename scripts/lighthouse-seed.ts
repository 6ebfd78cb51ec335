/**
 * The workspace `npm run lighthouse` (and `scripts/profile-page.ts`) measure the signed-in pages on: a freelancer's in
 * use, made through the REST API of a running app.
 */

/** A REST call as the signed-in user; answers the JSON body (null for 204), throws on an error status. */
export function restCaller(baseUrl: string, cookie: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method, headers: { "Content-Type": "application/json", Accept: "application/json", Origin: baseUrl, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 400) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
}

/** The web app's address of a record: its GraphQL global id (`Type:uuid` in base64), as `lib/recordPaths.ts` links it. */
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/**
 * Fills the workspace as a freelancer's in use, so the signed-in pages are measured with content rather than empty
 * states: 12 clients, 8 projects with progress, 24 tasks (some overdue), 16 invoices (paid, sent, overdue, drafts) with
 * lines, 10 messages and a busy week (about 25 events from Monday to Friday, a weekly one among them). Answers the
 * paths of the client page and the invoice page measured.
 */
export async function seedWorkspace(baseUrl: string, cookie: string): Promise<{ clientPath: string; invoicePath: string }> {
  const call = restCaller(baseUrl, cookie);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const names = ["Acme Corp", "Globex", "Initech", "Umbrella Health", "Stark Studio", "Wayne Foundation", "Hooli", "Pied Piper", "Soylent Foods", "Tyrell Labs", "Cyberdyne", "Vandelay Imports"];
  const clients: { id: string; name: string }[] = [];
  for (const [i, name] of names.entries()) {
    clients.push(await call("POST", "/api/clients", {
      name: `${["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"][i % 6]} ${name.split(" ")[0]}`, company: name,
      email: `contact${i}@${name.toLowerCase().replace(/[^a-z]/g, "")}.example`, phone: `+1 555 010 ${String(i).padStart(4, "0")}`,
    }));
  }
  const projectNames = ["Website redesign", "Mobile app MVP", "Brand guidelines", "E-commerce launch", "Annual report", "Onboarding flow", "Marketing site", "Design system"];
  const projects: { id: string }[] = [];
  for (const [i, name] of projectNames.entries()) {
    projects.push(await call("POST", "/api/projects", {
      name, clientId: clients[i % 4].id, status: ["active", "active", "completed", "planning", "active", "cancelled", "active", "active"][i],
      priority: ["high", "urgent", "low", "medium"][i % 4], dueDate: day(7 + i * 9), budget: 2400 + i * 1800, progress: [65, 10, 100, 0, 40, 25, 80, 55][i],
      description: `${name} for ${names[i % 4]}: scope, milestones and deliverables.`,
    }));
  }
  for (let i = 0; i < 24; i++) {
    await call("POST", "/api/tasks", {
      title: ["Review copy", "Send wireframes", "Kick-off call", "Fix checkout bug", "Prepare invoice", "Update roadmap"][i % 6] + ` #${i + 1}`,
      projectId: i % 3 === 2 ? undefined : projects[i % projects.length].id, clientId: clients[i % 3 === 2 ? i % clients.length : (i % projects.length) % 4].id,
      status: i % 5 === 4 ? "completed" : i % 4 === 1 ? "in_progress" : "pending", priority: ["low", "medium", "high", "urgent"][i % 4], dueDate: day(i - 4),
    });
  }
  let invoice: { id: string } | null = null;
  for (let i = 0; i < 16; i++) {
    const status = ["paid", "sent", "paid", "overdue", "draft", "paid", "sent", "paid"][i % 8];
    const created = await call("POST", "/api/invoices", {
      clientId: clients[i % 6].id, invoiceNumber: `INV-2026-${String(i + 1).padStart(3, "0")}`, status,
      issueDate: day(-60 + i * 3), dueDate: status === "overdue" ? day(-5) : day(-30 + i * 5 + 30), taxRate: i % 2 ? "10" : "0",
      notes: "Bank transfer within 30 days. Thank you for your business.",
      items: [
        { description: "Design and build", quantity: 1 + (i % 3), rate: String(800 + i * 150) },
        { description: "Project management (hours)", quantity: 4 + i, rate: "85" },
        { description: "Hosting (12 months)", quantity: 1, rate: "240" },
      ],
    });
    if (i === 1) invoice = created;
  }
  for (let i = 0; i < 10; i++) {
    await call("POST", "/api/messages", { subject: `Update on ${projectNames[i % projectNames.length]}`, content: `Hello,\n\nHere is where we are this week (${i + 1}).\n\nBest regards` });
  }
  // the week of today in UTC (the user's zone), Monday to Friday, 4-6 events a day between 8:00 and 18:00
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const at = (d: number, h: number) => new Date(monday.getTime() + d * 86_400_000 + h * 3_600_000).toISOString();
  for (let d = 0; d < 5; d++) {
    for (let k = 0; k < 4 + (d % 3); k++) {
      const start = 8 + k * 2 + (d % 2) * 0.5;
      await call("POST", "/api/calendar", {
        title: ["Client call", "Design review", "Sprint planning", "Invoice follow-up", "Workshop", "Deadline"][(d + k) % 6] + ` (${names[(d * 3 + k) % names.length]})`,
        startTime: at(d, start), endTime: at(d, start + (k % 2 ? 1 : 1.5)), timeZone: "UTC", type: ["meeting", "call", "deadline", "reminder"][(d + k) % 4],
        clientId: clients[(d * 3 + k) % clients.length].id,
      });
    }
  }
  await call("POST", "/api/calendar", { title: "Weekly sync", startTime: at(0, 9.5), endTime: at(0, 10), timeZone: "UTC", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" });
  return { clientPath: `/clients/${globalId("Client", clients[0].id)}`, invoicePath: `/invoicing/${globalId("Invoice", invoice!.id)}` };
}
