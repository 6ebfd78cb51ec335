import { ApiError, apiGet, apiRequest } from "../api";
import { handleUnauthorized } from "../../auth/unauthorized";
import { jsonResponse, mockFetch } from "../../../test/fetch";

jest.mock("../../auth/unauthorized", () => {
  const actual = jest.requireActual("../../auth/unauthorized");
  return { ...actual, handleUnauthorized: jest.fn() };
});

const fetchMock = mockFetch();
beforeEach(() => (handleUnauthorized as jest.Mock).mockClear());

describe("apiRequest", () => {
  it("sends a JSON body with a JSON content type and the session cookie", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: "1" }));
    await apiRequest("POST", "/api/clients", { name: "Acme" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/clients");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"name":"Acme"}');
  });

  it("sends no body and no content type without a body", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiGet("/api/clients");
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBeUndefined();
    expect(init.headers["Content-Type"]).toBeUndefined();
  });

  it("raises '{status}: {response text}' for a non-OK response", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: "Client not found" }));
    const error = await apiRequest("GET", "/api/clients/x").catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('404: {"message":"Client not found"}');
    expect(error.serverMessage).toBe("Client not found");
  });

  it("falls back to the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiRequest("DELETE", "/api/clients/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("exposes per-field messages of a 400", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: "Invalid input", errors: { name: "Name is required" } }));
    const error = (await apiRequest("POST", "/api/clients", {}).catch((e) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ name: "Name is required" });
  });

  it("runs the unauthorized handler on 401", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Unauthorized" }));
    await expect(apiRequest("GET", "/api/clients")).rejects.toThrow("401: Unauthorized");
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("leaves a 401 to the caller when asked to", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Invalid email or password" }));
    const error = (await apiRequest("POST", "/api/auth/login", {}, { onUnauthorized: "throw" }).catch((e) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe("Invalid email or password");
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
