import { renderToStaticMarkup } from "react-dom/server";
import { screen, within } from "@testing-library/react";
import { LandingPage } from "../LandingPage";

// the page as the build pre-renders it: static markup, no script
beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(<LandingPage year={2026} />);
});

describe("LandingPage (pre-rendered)", () => {
  it("sends Sign In to /api/login, and Get Started Free and Start Free Today to its Create account tab, with a full page navigation", () => {
    const hrefs: Record<string, string> = {
      "Sign In": "/api/login",
      "Get Started Free": "/api/login?mode=register",
      "Start Free Today": "/api/login?mode=register",
    };
    for (const [name, href] of Object.entries(hrefs)) {
      const link = screen.getByRole("link", { name });
      expect(link.tagName).toBe("A");
      expect(link).toHaveAttribute("href", href);
      // a plain anchor: no client-side router handling
      expect(link).not.toHaveAttribute("data-discover");
    }
    expect(screen.getByRole("link", { name: "See features" })).toHaveAttribute("href", "#features");
    expect(document.getElementById("features")).not.toBeNull();
  });

  it("names the product and shows the six feature cards", () => {
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your clients, projects and invoices, in one workspace");
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
    expect(screen.getByRole("heading", { level: 2, name: "Everything you need to run your client business" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Ready to bring your client work together?" })).toBeInTheDocument();
    expect(within(screen.getByRole("contentinfo")).getByText("© 2026 Clientfolio. All rights reserved.")).toBeInTheDocument();
  });

  it("keeps the decorative parts out of the accessibility tree", () => {
    for (const svg of Array.from(document.querySelectorAll("svg"))) {
      expect(svg.closest("[aria-hidden=true]")).not.toBeNull();
    }
  });
});
