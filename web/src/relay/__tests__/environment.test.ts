import { fetchGraphQL, requestBody } from "../environment";
import { handleUnauthorized } from "../../auth/unauthorized";
import { BOOT_METADATA } from "../preload";
import type { RequestParameters } from "relay-runtime";
import { mockFetch } from "../../../test/fetch";

jest.mock("../../auth/unauthorized", () => {
  const actual = jest.requireActual("../../auth/unauthorized");
  return { ...actual, handleUnauthorized: jest.fn() };
});

const fetchMock = mockFetch();
beforeEach(() => (handleUnauthorized as jest.Mock).mockClear());

const persisted = { id: "abc123", text: null, name: "AppShellQuery", operationKind: "query", metadata: {}, cacheID: "abc123" } as unknown as RequestParameters;

describe("Relay network", () => {
  it("posts the persisted document id with JSON content type and credentials", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { viewer: null } }), { status: 200 }));
    const result = await (fetchGraphQL(persisted, { a: 1 }, {}) as Promise<unknown>);
    expect(result).toEqual({ data: { viewer: null } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({ doc_id: "abc123", operationName: "AppShellQuery", variables: { a: 1 } });
  });

  it("sends the text when a document is not persisted", () => {
    expect(requestBody({ id: null, text: "query X { viewer { id } }", name: "X" }, {})).toEqual({
      query: "query X { viewer { id } }",
      operationName: "X",
      variables: {},
    });
  });

  it("runs the unauthorized handler on HTTP 401", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ errors: [{ message: "Unauthorized" }] }), { status: 401 }));
    await expect(fetchGraphQL(persisted, {}, {}) as Promise<unknown>).rejects.toThrow("Unauthorized");
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("leaves a 401 of a query started with the page to the authentication check", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ errors: [{ message: "Unauthorized" }] }), { status: 401 }));
    await expect(fetchGraphQL(persisted, {}, { metadata: BOOT_METADATA }) as Promise<unknown>).rejects.toThrow("Unauthorized");
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it("reports a non-JSON failure as '{status}: {text}'", async () => {
    fetchMock.mockResolvedValue(new Response("Bad gateway", { status: 502 }));
    await expect(fetchGraphQL(persisted, {}, {}) as Promise<unknown>).rejects.toThrow("502: Bad gateway");
  });
});
