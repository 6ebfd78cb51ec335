import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { makeTeamMember } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("REST /api/team-members", () => {
  it("creates, lists newest first, updates and deletes", async () => {
    const created = await rest(t.app, a, "POST", "/api/team-members", {
      name: " Grace Hopper ", email: "grace@example.com", phone: "+1 555 0101", role: "Developer", bio: "Compilers",
      department: "Engineering", hourlyRate: "120.5", skills: "COBOL, compilers, , COBOL",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Grace Hopper", role: "Developer", department: "Engineering", hourlyRate: "120.50",
      skills: ["COBOL", "compilers"], status: "active", userId: a.user.id });
    await rest(t.app, a, "POST", "/api/team-members", { name: "Alan" });
    expect((await rest(t.app, a, "GET", "/api/team-members")).body.map((m: { name: string }) => m.name)).toEqual(["Alan", "Grace Hopper"]);

    const up = await rest(t.app, a, "PUT", `/api/team-members/${created.body.id}`, { role: "Manager", hourlyRate: "" });
    expect(up.body).toMatchObject({ name: "Grace Hopper", role: "Manager", hourlyRate: null, email: "grace@example.com" });
    expect((await rest(t.app, a, "DELETE", `/api/team-members/${created.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "DELETE", `/api/team-members/${created.body.id}`)).status).toBe(404);
    expect((await rest(t.app, a, "GET", "/api/team-members")).body).toHaveLength(1);
  });

  it.each([
    ["name", "Name is required", { name: " " }],
    ["email", "Invalid email address", { name: "A", email: "grace@" }],
    ["hourlyRate", "Hourly rate cannot be negative", { name: "A", hourlyRate: "-5" }],
    ["hourlyRate", "Hourly rate can have at most 2 decimal places", { name: "A", hourlyRate: "12.345" }],
    ["bio", "Must be at most 10000 characters", { name: "A", bio: "x".repeat(10_001) }],
    ["skills", `At most 30 skills`, { name: "A", skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }],
  ])("rejects a bad %s with '%s'", async (field, message, body) => {
    const r = await rest(t.app, a, "POST", "/api/team-members", body);
    expect(r.status).toBe(400);
    expect(r.body.errors[field]).toBe(message);
    expect(await t.app.resources.prisma.teamMember.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("stores half an emoji (a lone surrogate) in skills as the replacement character instead of failing", async () => {
    const created = await rest(t.app, a, "POST", "/api/team-members", { name: "Ada", skills: ["\ud83d", "x\udfff", "😀"] });
    expect(created.status).toBe(201);
    expect(created.body.skills).toEqual(["\ufffd", "x\ufffd", "😀"]);
    const UPDATE = `mutation($input: UpdateTeamMemberInput!) { updateTeamMember(input: $input) { __typename
      ... on UpdateTeamMemberPayload { teamMember { skills } } } }`;
    const { data: { viewer } } = await gql(t.app, a, "{ viewer { teamMembers { edges { node { id } } } } }");
    const up = await gql(t.app, a, UPDATE, { input: { id: viewer.teamMembers.edges[0].node.id, skills: ["\udfff\ud800", "Math"] } });
    expect(up.errors).toBeUndefined();
    expect(up.data.updateTeamMember).toEqual({ __typename: "UpdateTeamMemberPayload", teamMember: { skills: ["\ufffd\ufffd", "Math"] } });
  });

  it("refuses a skill sent as an object with its own toString, instead of failing", async () => {
    const r = await rest(t.app, a, "POST", "/api/team-members", { name: "Ada", skills: [{ toString: "Math" }], hourlyRate: { toString: "5" } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ "skills[0]": "skills[0] has the wrong type", hourlyRate: "Hourly rate must be a number" });
    expect(await t.app.resources.prisma.teamMember.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("answers 401 without a session and 404 for another tenant's member", async () => {
    expect((await rest(t.app, null, "GET", "/api/team-members")).status).toBe(401);
    const b = await registerUser(t.app);
    const m = await makeTeamMember(t.app, b);
    expect((await rest(t.app, a, "PUT", `/api/team-members/${m.id}`, { name: "x" })).status).toBe(404);
    expect((await t.app.resources.prisma.teamMember.findUnique({ where: { id: m.id } }))!.name).toBe(m.name);
  });
});

describe("GraphQL team members", () => {
  it("creates with validation errors, lists and deletes", async () => {
    const CREATE = `mutation($input: CreateTeamMemberInput!) { createTeamMember(input: $input) { __typename
      ... on CreateTeamMemberPayload { teamMember { id name skills hourlyRate } } ... on ValidationError { fieldErrors { field message } } } }`;
    const bad = await gql(t.app, a, CREATE, { input: { name: "", email: "x" } });
    expect(bad.data.createTeamMember.fieldErrors).toEqual([{ field: "name", message: "Name is required" }, { field: "email", message: "Invalid email address" }]);
    const ok = await gql(t.app, a, CREATE, { input: { name: "Ada", skills: ["Math"], hourlyRate: "99" } });
    expect(ok.data.createTeamMember.teamMember).toMatchObject({ name: "Ada", skills: ["Math"], hourlyRate: "99.00" });
    const list = await gql(t.app, a, `{ viewer { teamMembers(first: 10) { totalCount edges { node { name } } } } }`);
    expect(list.data.viewer.teamMembers).toEqual({ totalCount: 1, edges: [{ node: { name: "Ada" } }] });
    const del = await gql(t.app, a, `mutation($id: ID!) { deleteTeamMember(input: { id: $id }) { __typename ... on DeleteTeamMemberPayload { deletedTeamMemberId } } }`,
      { id: ok.data.createTeamMember.teamMember.id });
    expect(del.data.deleteTeamMember.deletedTeamMemberId).toBe(ok.data.createTeamMember.teamMember.id);
  });
});

describe("brand settings", () => {
  it("updates through REST and GraphQL with validation, and the user data reflects it", async () => {
    const ok = await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: " Studio Nine ", brandColor: "#E11D48", brandLogo: "https://cdn.example.com/logo.png" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ companyName: "Studio Nine", brandColor: "#e11d48", brandLogo: "https://cdn.example.com/logo.png" });
    expect((await rest(t.app, a, "GET", "/api/auth/user")).body.brandColor).toBe("#e11d48");

    for (const [body, field, message] of [
      [{ brandColor: "red" }, "brandColor", "Brand color must be a hex colour like #3b82f6"],
      [{ brandColor: "#12345" }, "brandColor", "Brand color must be a hex colour like #3b82f6"],
      [{ brandColor: "#123456", brandLogo: "javascript:alert(1)" }, "brandLogo", "Invalid URL format"],
      [{ brandColor: "#123456", companyName: "x".repeat(101) }, "companyName", "Must be at most 100 characters"],
    ] as const) {
      const r = await rest(t.app, a, "PUT", "/api/brand-settings", body);
      expect(r.status).toBe(400);
      expect(r.body.errors[field]).toBe(message);
    }
    const m = await gql(t.app, a, `mutation { updateBrandSettings(input: { brandColor: "#000000", companyName: "" }) {
      __typename ... on UpdateBrandSettingsPayload { user { brandColor companyName brandLogo } } } }`);
    expect(m.data.updateBrandSettings.user).toEqual({ brandColor: "#000000", companyName: null, brandLogo: null });
    expect((await rest(t.app, null, "PUT", "/api/brand-settings", { brandColor: "#000000" })).status).toBe(401);
  });
});
