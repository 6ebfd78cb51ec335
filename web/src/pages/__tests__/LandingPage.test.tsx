import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render";
import { LandingPage } from "../LandingPage";

// let the toast region settle its first update inside act
const renderLanding = async () => {
  renderWithProviders(<LandingPage />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe("LandingPage", () => {
  it("sends Sign In, Get Started Free and Start Free Today to /api/login with a full page navigation", async () => {
    await renderLanding();
    for (const name of ["Sign In", "Get Started Free", "Start Free Today"]) {
      const link = screen.getByRole("link", { name });
      expect(link.tagName).toBe("A");
      expect(link).toHaveAttribute("href", "/api/login");
      // a plain anchor: no client-side router handling
      expect(link).not.toHaveAttribute("data-discover");
    }
  });

  it("names the product and shows the six feature cards", async () => {
    await renderLanding();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText("Clientfolio").length).toBeGreaterThan(0);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Client Management",
      "Project Tracking",
      "Task Management",
      "Invoicing & Payments",
      "Communication Hub",
      "White-label Branding",
    ]);
    expect(screen.getAllByRole("main")).toHaveLength(1);
  });
});
