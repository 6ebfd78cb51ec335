import { fetchAuthUser } from "../session";
import { mockFetch } from "../../../test/fetch";

const fetchMock = mockFetch();

describe("the authentication check", () => {
  it("answers the signed-in user", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "u1", email: "a@example.com" }), { status: 200 }));
    await expect(fetchAuthUser()).resolves.toEqual({ id: "u1", email: "a@example.com" });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/auth/user");
  });

  it.each([
    ["a 401", () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 })],
    ["no content", () => new Response(null, { status: 204 })],
    ["a null body", () => new Response("null", { status: 200 })],
  ])("answers signed out for %s, without a warning", async (_name, response) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(response());
    await expect(fetchAuthUser()).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
