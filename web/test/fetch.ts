/** Installs a jest mock as `globalThis.fetch` for the calling test file, reset before every test; returns the mock. */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
}

/** A JSON response with this status and body. */
export const jsonResponse = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
