import { screen, within } from "@testing-library/react";
import { renderRoutes } from "../../../../test/render";
import { authExamples, Component } from "../DocsPage";
import { isSearchShortcut } from "../../../components/search/shortcut";

// Scalar's reference is a Vue app drawn in a real browser (e2e/specs/89-api-docs.e2e.ts); here it is a stand-in
jest.mock("../ApiReference", () => ({ __esModule: true, default: () => <div data-testid="api-reference" /> }));

describe("API documentation page", () => {
  it("shows its heading, how to authenticate with a token, the GraphQL schema's link and the REST reference", async () => {
    // a page without a query: no loader
    renderRoutes([{ path: "/docs", Component }], { path: "/docs" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^API Documentation$/);

    const auth = screen.getByRole("region", { name: "Authentication" });
    expect(within(auth).getByRole("link", { name: "Settings, API tokens" })).toHaveAttribute("href", "/settings");
    expect(within(auth).getByLabelText("GraphQL over HTTP")).toHaveTextContent(`curl ${window.location.origin}/graphql`);
    expect(within(auth).getByLabelText("REST")).toHaveTextContent('-H "Authorization: Bearer cf_..."');

    const graphql = screen.getByRole("region", { name: "GraphQL" });
    expect(within(graphql).getByRole("link", { name: "schema.graphql" })).toHaveAttribute("href", "/graphql/schema.graphql");
    const rest = screen.getByRole("region", { name: "REST" });
    expect(within(rest).getByRole("link", { name: "the OpenAPI document" })).toHaveAttribute("href", "/api/openapi.json");
    expect(await within(rest).findByTestId("api-reference")).toBeInTheDocument();
  });

  it("owns Ctrl+K from its first paint, before the reference's code has loaded, and gives it back when left", async () => {
    const ctrlK = () => new KeyboardEvent("keydown", { key: "k", ctrlKey: true });
    expect(isSearchShortcut(ctrlK())).toBe(true);
    const { unmount } = renderRoutes([{ path: "/docs", Component }], { path: "/docs" });
    await screen.findByRole("heading", { level: 1 });
    expect(isSearchShortcut(ctrlK())).toBe(false);
    unmount();
    expect(isSearchShortcut(ctrlK())).toBe(true);
  });

  it("names the server it is read from, over WebSocket too", () => {
    const examples = authExamples("https://app.example.com");
    expect(examples.graphql).toContain("curl https://app.example.com/graphql");
    expect(examples.graphql).toContain(`-d '{"query": "{ viewer { email } }"}'`);
    expect(examples.subscriptions).toContain('url: "wss://app.example.com/graphql"');
    expect(examples.subscriptions).toContain('connectionParams: { authorization: "Bearer cf_..." }');
    expect(examples.rest).toBe('curl https://app.example.com/api/clients -H "Authorization: Bearer cf_..."');
  });
});
