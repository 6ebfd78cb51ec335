import { screen, within } from "@testing-library/react";
import { renderShell } from "../../../test/shell";

describe("NotFoundPage", () => {
  it("shows '404 Page Not Found' and the router hint for an unknown path, inside the app shell", async () => {
    await renderShell("/no-such-page");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1).toHaveTextContent(/^404 Page Not Found$/);
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    // no navigation entry is current on an unknown path
    const current = within(screen.getByTestId("sidebar"))
      .getAllByRole("link", { hidden: true })
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(0);
  });

  it("also answers nested unknown paths", async () => {
    await renderShell("/clients/abc/def");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
  });
});
