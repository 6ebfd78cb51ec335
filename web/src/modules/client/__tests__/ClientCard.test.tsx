import { screen, within } from "@testing-library/react";
import { aBareClient, aClient, cardOf, inCard, renderClientsPage } from "./clientTestUtils";
import { expectEllipsis, longName } from "../../../../test/ellipsis";
import { paletteSolid } from "../../../../test/render";


describe("ClientCard", () => {
  it("shows name, company, status, e-mail (mailto), phone (tel) and website (new tab, safe rel)", async () => {
    await renderClientsPage([
      aClient({ name: "Jane Cooper", company: "Acme Studio", email: "jane@acme.com", phone: "+1 (555) 010-0100", website: "https://www.acme.com/" }),
    ]);
    const card = inCard("Jane Cooper");
    expect(card.getByRole("heading", { level: 2, name: "Jane Cooper" })).toBeInTheDocument();
    expect(card.getByText("Acme Studio")).toBeInTheDocument();
    expect(card.getByTestId("client-status")).toHaveTextContent("Active");

    expect(card.getByRole("link", { name: "jane@acme.com" })).toHaveAttribute("href", "mailto:jane@acme.com");
    expect(card.getByRole("link", { name: "+1 (555) 010-0100" })).toHaveAttribute("href", "tel:+15550100100");
    const website = card.getByRole("link", { name: "acme.com" });
    expect(website).toHaveAttribute("href", "https://www.acme.com/");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");

    expect(card.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("links every social profile to its URL, '@' prefixes tolerated, in a new tab with rel=noopener noreferrer", async () => {
    await renderClientsPage([
      aClient({
        name: "Social Sam",
        linkedinUrl: "https://www.linkedin.com/in/sam",
        twitterUsername: "@samtweets",
        facebookUsername: "sam.fb",
        instagramUsername: "@sam.gram",
        tiktokUsername: "samtok",
        youtubeChannel: "@SamTube",
      }),
    ]);
    const card = inCard("Social Sam");
    const social = within(card.getByRole("list", { name: "Social profiles" }));
    const expected: [string, string][] = [
      ["LinkedIn", "https://www.linkedin.com/in/sam"],
      ["Twitter", "https://twitter.com/samtweets"],
      ["Facebook", "https://www.facebook.com/sam.fb"],
      ["Instagram", "https://www.instagram.com/sam.gram"],
      ["TikTok", "https://www.tiktok.com/@samtok"],
      ["YouTube", "https://www.youtube.com/@SamTube"],
    ];
    const links = social.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-label"))).toEqual(expected.map(([label]) => label));
    for (const [label, href] of expected) {
      const link = social.getByRole("link", { name: label });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      // the icon is decorative: the link's name comes from aria-label alone
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("shows only the social networks that are filled in, and a YouTube channel URL as given", async () => {
    await renderClientsPage([aClient({ name: "Few Links", twitterUsername: "few", youtubeChannel: "https://www.youtube.com/channel/UC123" })]);
    const social = within(inCard("Few Links").getByRole("list", { name: "Social profiles" }));
    expect(social.getAllByRole("link").map((a) => a.getAttribute("aria-label"))).toEqual(["Twitter", "YouTube"]);
    expect(social.getByRole("link", { name: "YouTube" })).toHaveAttribute("href", "https://www.youtube.com/channel/UC123");
  });

  it("highlights the status badge (brand, solid) only for active clients; inactive and archived are grey and subtle", async () => {
    await renderClientsPage([
      aClient({ name: "Active Al", status: "active" }),
      aClient({ name: "Inactive Ida", status: "inactive" }),
      aClient({ name: "Archived Arno", status: "archived" }),
    ]);
    const active = inCard("Active Al").getByTestId("client-status");
    expect(active).toHaveTextContent("Active");
    expect(active).toHaveAttribute("data-highlighted", "true");
    expect(paletteSolid(active)).toBe("var(--chakra-colors-brand-solid)");

    for (const [name, label] of [
      ["Inactive Ida", "Inactive"],
      ["Archived Arno", "Archived"],
    ]) {
      const badge = inCard(name).getByTestId("client-status");
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveAttribute("data-highlighted", "false");
      expect(paletteSolid(badge)).toBe("var(--chakra-colors-gray-solid)");
    }
  });

  it("renders a client with only a name without empty links", async () => {
    await renderClientsPage([aBareClient({ name: "Just A Name" })]);
    const card = cardOf("Just A Name");
    // the name alone links (to the client's hub)
    expect(within(card).getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual([expect.stringMatching(/^\/clients\/.+/)]);
    expect(within(card).getByText("No contact details yet")).toBeInTheDocument();
    expect(within(card).queryByRole("list", { name: "Social profiles" })).not.toBeInTheDocument();
  });

  it("never renders a non-http(s) website as a link, and shows user text as text", async () => {
    await renderClientsPage([aBareClient({ name: "<img src=x onerror=alert(1)>", website: "javascript:alert(1)" })]);
    const card = cardOf("<img src=x onerror=alert(1)>");
    expect(within(card).getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual([expect.stringMatching(/^\/clients\/.+/)]);
    expect(card.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("<img src=x onerror=alert(1)>");
  });
});

describe("ClientCard with a long name", () => {
  it("cuts a 120-character name and company with an ellipsis, in full on hover and to screen readers", async () => {
    const name = longName(120);
    const company = longName(110, "Globex");
    await renderClientsPage([aClient({ name, company })]);
    const card = inCard(name);
    const heading = card.getByRole("heading", { level: 2, name });
    const link = within(heading).getByRole("link", { name });
    expectEllipsis(link, name);
    expectEllipsis(card.getByTestId("client-company"), company);
  });
});
