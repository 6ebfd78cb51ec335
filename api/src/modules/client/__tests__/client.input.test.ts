/** Input shapes found by the write fuzz that once failed with 500 instead of an answer. */
import { createTestApp, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
beforeAll(async () => {
  t = await createTestApp();
  a = await registerUser(t.app);
});
afterAll(async () => { await t.close(); });

describe("REST /api/clients input shapes", () => {
  it("ignores keys named like members of every object and refuses such objects as values, instead of failing", async () => {
    const created = await rest(t.app, a, "POST", "/api/clients", { name: "Mine", toString: 1, constructor: "x", hasOwnProperty: null, valueOf: {} });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Mine");
    const put = await rest(t.app, a, "PUT", `/api/clients/${created.body.id}`, { toString: "s", isPrototypeOf: 1 });
    expect(put.status).toBe(200);
    const bad = await rest(t.app, a, "POST", "/api/clients", { name: { toString: 1 }, phone: { toString: "s", valueOf: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "name has the wrong type", phone: "phone has the wrong type" });
    const login = await rest(t.app, null, "POST", "/api/auth/login", { email: "a@example.com", password: { toString: 1 } });
    expect(login.status).toBe(400);
    expect(await t.app.resources.prisma.client.count()).toBe(1);
  });
});
