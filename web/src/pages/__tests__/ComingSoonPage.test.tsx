import { screen } from "@testing-library/react";
import { renderShell } from "../../../test/shell";
import { webModules } from "../../modules";

// the modules with a page (the notification module's face has no route: it puts the bell in the top bar)
const paged = webModules.filter((m) => m.routes.length > 0);

describe("ComingSoonPage", () => {
  // every module as a placeholder (the shell without module pages), so the modules' headings are all checked
  it.each(paged.map((m) => [m.routes[0].path, m.heading.heading, m.heading.subtitle] as const))(
    "%s shows its heading and subtitle when its page is not built",
    async (path, heading, subtitle) => {
      await renderShell(path);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
      expect(screen.getByText(subtitle)).toBeInTheDocument();
      expect(screen.getByText("This screen is not available yet.")).toBeInTheDocument();
    },
  );

  it("uses the product's headings and subtitles", () => {
    const byPath = Object.fromEntries(paged.map((m) => [m.routes[0].path, m.heading]));
    expect(byPath["/clients"].subtitle).toBe("Manage and organize all your client relationships");
    expect(byPath["/projects"].subtitle).toBe("Track and manage all your client projects");
    expect(byPath["/tasks"].subtitle).toBe("Manage your tasks and stay organized");
    expect(byPath["/invoicing"].subtitle).toBe("Create and manage invoices for your clients");
    expect(byPath["/messages"].subtitle).toBe("Communicate with your clients and team");
    expect(byPath["/calendar"].subtitle).toBe("Manage your appointments and events");
    expect(byPath["/files"].subtitle).toBe("Upload and manage your project files");
    expect(byPath["/reports"].heading).toBe("Reports & Analytics");
    expect(byPath["/contracts"].heading).toBe("Contracts & Templates");
    expect(byPath["/automation"].heading).toBe("Automation Workflows");
    expect(byPath["/team-members"].heading).toBe("Team Members");
    expect(byPath["/brand-settings"].heading).toBe("Brand Settings");
  });
});
