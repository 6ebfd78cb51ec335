import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import type { GraphQLSingularResponse } from "relay-runtime";
import type { MockEnvironment } from "../../../../test/render";
import {
  VIEWER_ID,
  anEvent,
  expectToast,
  inCard,
  mutations,
  operationName,
  pendingOperation,
  renderCalendarPage,
  resetToasts,
  resolveMonth,
  user,
  type EventFixture,
} from "./calendarTestUtils";
import { answerValidationError } from "../../../../test/relay";

interface Connection {
  id: string;
  provider: string;
  label: string;
  status: string;
  error: string | null;
  calendar: { url: string; name: string } | null;
  calendars: { url: string; name: string }[];
  lastSyncAt?: string | null;
}

interface OAuthApp {
  provider: "google" | "microsoft" | "zoom";
  name: string;
  available: boolean;
  connectUrl: string;
}

interface Integration {
  integrations?: Connection[];
  oauthApps?: OAuthApp[];
  providers: { name: string; type: string; configured: boolean }[];
  meetingPlatforms: { platform: "zoom" | "teams" | "meet"; name: string; configured: boolean }[];
  feedUrl: string;
}

const FEED = "https://app.example.com/api/calendar/feed/abc123.ics";
const PLATFORMS: Integration["meetingPlatforms"] = [
  { platform: "zoom", name: "Zoom", configured: true },
  { platform: "teams", name: "Microsoft Teams", configured: false },
  { platform: "meet", name: "Google Meet", configured: false },
];
const unconfigured: Integration = { providers: [{ name: "CalDAV", type: "caldav", configured: false }], meetingPlatforms: PLATFORMS, feedUrl: FEED };
const WORK = { url: "https://dav.example.com/ann/work/", name: "Work" };
const HOME = { url: "https://dav.example.com/ann/home/", name: "Home" };
const annConnection: Connection = {
  id: "SW50ZWdyYXRpb246MQ==", provider: "caldav", label: "ann at dav.example.com", status: "connected", error: null, calendar: WORK, calendars: [HOME, WORK],
};
const configured: Integration = { ...unconfigured, integrations: [annConnection], providers: [{ name: "CalDAV", type: "caldav", configured: true }] };

const review = anEvent({ title: "Design review" });

const app = (provider: OAuthApp["provider"], name: string, available = true): OAuthApp => ({ provider, name, available, connectUrl: `/api/integrations/${provider}/connect` });
const APPS: OAuthApp[] = [app("google", "Google"), app("microsoft", "Microsoft"), app("zoom", "Zoom")];

/** /calendar with `events`, the panel opened and answered with `integration`. */
async function openPanel(integration: Integration, events: EventFixture[] = [review]) {
  const result = await renderCalendarPage(events);
  await user().click(screen.getByRole("button", { name: "Integration" }));
  const op = await pendingOperation(result.environment, "CalendarIntegrationPanelQuery");
  await act(async () => {
    result.environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        User: () => ({ id: VIEWER_ID, integrations: integration.integrations ?? [], oauthApps: integration.oauthApps ?? APPS }),
        CalendarIntegration: () => integration,
        CalendarEventConnection: () => ({
          edges: events.map((e, i) => ({ cursor: `cursor-${i + 1}`, node: { __typename: "CalendarEvent", ...e } })),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: `cursor-${events.length}`, startCursor: "cursor-1" },
          totalCount: events.length,
        }),
      }),
    );
  });
  const panel = await screen.findByTestId("integration-panel");
  return { ...result, panel: within(panel) };
}

const errorAnswer = (field: string, message: string) => ({
  data: { [field]: { __typename: "ExternalServiceError", __isError: "ExternalServiceError", message, reason: message } },
});

async function answer(environment: MockEnvironment, name: string, response: GraphQLSingularResponse) {
  const op = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(op, response);
  });
  return op;
}

beforeEach(resetToasts);

describe("The integration panel", () => {
  it("is toggled by 'Integration'", async () => {
    const { panel } = await openPanel(unconfigured);
    const toggle = screen.getByRole("button", { name: "Integration" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel.getByRole("heading", { name: "Calendar Integration" })).toBeInTheDocument();
    await user().click(toggle);
    await waitFor(() => expect(screen.queryByTestId("integration-panel")).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the providers as 'Not Connected' and says 'No Calendar Providers' when none is configured", async () => {
    const { panel } = await openPanel(unconfigured);
    expect(panel.getAllByTestId("provider-status").map((b) => b.textContent)).toEqual(["Not Connected"]);
    expect(panel.getByText("No Calendar Providers")).toBeInTheDocument();
    expect(panel.getByText("Configure calendar integrations in your environment settings")).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Sync" })).toBeDisabled();
  });

  it("lists a configured provider as 'Connected', without the empty state", async () => {
    const { panel } = await openPanel(configured);
    expect(panel.getAllByTestId("provider-status").map((b) => b.textContent)).toEqual(["Connected"]);
    expect(panel.queryByText("No Calendar Providers")).not.toBeInTheDocument();
  });

  it("connects CalDAV by its form: the shared schema's messages first, then the server's refusal under its field", async () => {
    const { environment, panel } = await openPanel(unconfigured);
    // the empty state stays above the Connect buttons
    const notice = panel.getByTestId("no-providers");
    const connect = panel.getByRole("button", { name: "Connect CalDAV" });
    expect(notice.compareDocumentPosition(connect) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user().click(connect);
    const form = within(panel.getByTestId("caldav-form"));
    await user().click(form.getByRole("button", { name: "Connect" }));
    expect(form.getByText("Server URL is required")).toBeInTheDocument();
    expect(form.getByText("User name is required")).toBeInTheDocument();
    expect(form.getByText("Password is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);

    await user().type(form.getByLabelText(/Server URL/), "https://dav.example.com/");
    await user().type(form.getByLabelText(/User name/), "ann");
    await user().type(form.getByLabelText(/App password/), "wrong password");
    await user().click(form.getByRole("button", { name: "Connect" }));
    const op = await pendingOperation(environment, "useConnectCaldavMutation");
    expect(op.request.variables.input).toEqual({ url: "https://dav.example.com/", username: "ann", password: "wrong password" });
    await answerValidationError(environment, op, "connectCaldav", { password: "The CalDAV server refused the user name or password (401)" });
    expect(await form.findByText("The CalDAV server refused the user name or password (401)")).toBeInTheDocument();

    await user().clear(form.getByLabelText(/App password/));
    await user().type(form.getByLabelText(/App password/), "app-password");
    await user().click(form.getByRole("button", { name: "Connect" }));
    const ok = await pendingOperation(environment, "useConnectCaldavMutation");
    await act(async () => {
      environment.mock.resolve(ok, { data: { connectCaldav: { __typename: "ConnectCaldavPayload", integration: { id: annConnection.id } } } });
    });
    await expectToast("CalDAV connected");
    // the panel is read again: the providers' states follow
    const again = await pendingOperation(environment, "CalendarIntegrationPanelQuery");
    await act(async () => {
      environment.mock.resolve(again, MockPayloadGenerator.generate(again, {
        User: () => ({ id: VIEWER_ID, integrations: [{ ...annConnection, calendar: null }] }),
        CalendarIntegration: () => configured,
        CalendarEventConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null } }),
      }));
    });
    await waitFor(() => expect(panel.getByTestId("provider-account")).toHaveTextContent("ann at dav.example.com"));
    expect(panel.queryByTestId("caldav-form")).not.toBeInTheDocument();
    expect(panel.getByTestId("calendar-choice")).toHaveValue("");
  });

  it("shows the connected account with its calendar; choosing another sends it; Disconnect asks first", async () => {
    const confirm = jest.spyOn(window, "confirm");
    try {
      const { environment, panel } = await openPanel(configured);
      expect(panel.getByTestId("provider-account")).toHaveTextContent("ann at dav.example.com");
      expect(panel.getAllByTestId("provider-status").map((b) => b.textContent)).toEqual(["Connected"]);
      const choice = panel.getByTestId("calendar-choice") as HTMLSelectElement;
      expect(choice).toHaveValue(WORK.url);
      expect(Array.from(choice.options).map((o) => o.textContent)).toEqual(["Choose a calendar", "Home", "Work"]);
      await user().selectOptions(choice, HOME.url);
      const op = await pendingOperation(environment, "useChooseIntegrationCalendarMutation");
      expect(op.request.variables.input).toEqual({ id: annConnection.id, calendarUrl: HOME.url });
      await act(async () => {
        environment.mock.resolve(op, { data: { chooseIntegrationCalendar: { __typename: "ChooseIntegrationCalendarPayload", integration: { id: annConnection.id, calendar: HOME } } } });
      });
      await expectToast("Calendar chosen");
      expect(choice).toHaveValue(HOME.url);

      confirm.mockReturnValue(false);
      await user().click(panel.getByRole("button", { name: "Disconnect" }));
      expect(confirm.mock.calls[0][0]).toBe("Disconnect ann at dav.example.com? Events are no longer pushed to its calendar, and its password is deleted from Clientfolio.");
      expect(mutations(environment).filter((m) => operationName(m) === "useDisconnectIntegrationMutation")).toHaveLength(0);
      confirm.mockReturnValue(true);
      await user().click(panel.getByRole("button", { name: "Disconnect" }));
      const gone = await pendingOperation(environment, "useDisconnectIntegrationMutation");
      expect(gone.request.variables.input).toEqual({ id: annConnection.id });
      await act(async () => {
        environment.mock.resolve(gone, { data: { disconnectIntegration: { __typename: "DisconnectIntegrationPayload", disconnectedIntegrationId: annConnection.id } } });
      });
      await expectToast("Disconnected");
      expect(await pendingOperation(environment, "CalendarIntegrationPanelQuery")).toBeTruthy();
    } finally {
      confirm.mockRestore();
    }
  });

  it("says when the calendar was last read back; Sync now reads it at once: 'Syncing your calendar', and the time follows the pull's end", async () => {
    const synced = { ...annConnection, lastSyncAt: "2026-11-30T08:15:00.000Z" };
    const { environment, panel } = await openPanel({ ...configured, integrations: [synced] });
    const when = new Date("2026-11-30T08:15:00.000Z").toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(panel.getByTestId("last-synced")).toHaveTextContent(`Last synced ${when}`);
    await user().click(panel.getByRole("button", { name: "Sync now" }));
    const op = await pendingOperation(environment, "usePullCalendarMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { pullCalendar: { __typename: "PullCalendarPayload", queued: true } } });
    });
    await expectToast("Syncing your calendar");
  });

  it("says 'Not synced yet' before the first pull, and shows why Sync now was refused", async () => {
    const { environment, panel } = await openPanel({ ...configured, integrations: [{ ...annConnection, lastSyncAt: null }] });
    expect(panel.getByTestId("last-synced")).toHaveTextContent("Not synced yet");
    await user().click(panel.getByRole("button", { name: "Sync now" }));
    const op = await pendingOperation(environment, "usePullCalendarMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { pullCalendar: { __typename: "ValidationError", __isError: "ValidationError", message: "Reconnect your CalDAV calendar first", fieldErrors: [] } } });
    });
    await expectToast("Error", "Failed to sync");
  });

  it("offers no Sync now until a calendar is chosen", async () => {
    const { panel } = await openPanel({ ...configured, integrations: [{ ...annConnection, calendar: null }] });
    expect(panel.queryByRole("button", { name: "Sync now" })).not.toBeInTheDocument();
  });

  it("shows a connection the server refused as 'Needs reconnect' with the reason", async () => {
    const refused = { ...annConnection, status: "needs_reconnect", error: "The CalDAV server refused the user name or password (401)" };
    const { panel } = await openPanel({ ...configured, integrations: [refused], providers: [{ name: "CalDAV", type: "caldav", configured: false }] });
    expect(panel.getAllByTestId("provider-status").map((b) => b.textContent)).toEqual(["Needs reconnect"]);
    expect(panel.getByTestId("provider-error")).toHaveTextContent("The CalDAV server refused the user name or password (401)");
    expect(panel.getByRole("button", { name: "Disconnect" })).toBeInTheDocument();
  });

  it("says what the integration does, and how Google Calendar reads the feed", async () => {
    const { panel } = await openPanel(unconfigured);
    const items = within(panel.getByTestId("integration-capabilities")).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items.join(" ")).toMatch(/CalDAV/);
    expect(items.join(" ")).toMatch(/ICS feed/);
    expect(items.join(" ")).toMatch(/Zoom, Microsoft Teams or Google Meet/);
    expect(items.join(" ")).toMatch(/invitations .* by e-mail/);
    expect(items.join(" ")).toMatch(/Remind/);
    expect(panel.getByTestId("google-note")).toHaveTextContent("Google Calendar refreshes subscribed calendars on its own schedule, often many hours later");
  });

  it("syncs the chosen event to the CalDAV calendar: 'Event synced with external calendar', and the card shows it", async () => {
    const { environment, panel } = await openPanel(configured);
    await user().selectOptions(panel.getByLabelText("Event"), review.id);
    await user().click(panel.getByRole("button", { name: "Sync" }));
    const op = await pendingOperation(environment, "useSyncCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: review.id, providerType: "caldav" });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationSyncCalendarEventResult: () => ({ __typename: "SyncCalendarEventPayload" }),
          CalendarEvent: () => ({ ...review, externalCalendarType: "caldav" }),
        }),
      );
    });
    await expectToast("Event synced with external calendar");
    expect(inCard("Design review").getByTestId("event-external")).toHaveTextContent("caldav");
  });

  it("shows 'Sync Failed' with the server's reason on a second line, and reads the event again for its card", async () => {
    const { environment, panel } = await openPanel(configured);
    await user().selectOptions(panel.getByLabelText("Event"), review.id);
    await user().click(panel.getByRole("button", { name: "Sync" }));
    await answer(environment, "useSyncCalendarEventMutation", errorAnswer("syncCalendarEvent", "CalDAV: the server answered 503"));
    const toast = await expectToast("Sync Failed");
    expect(toast).toHaveTextContent("Failed to sync with external calendar");
    expect(within(toast).getByText(/^Failed to sync with external calendar/).textContent).toBe("Failed to sync with external calendar\nCalDAV: the server answered 503");
    const refetch = await pendingOperation(environment, "refreshEventQuery");
    expect(refetch.request.variables).toEqual({ id: review.id });
    await act(async () => {
      environment.mock.resolve(
        refetch,
        MockPayloadGenerator.generate(refetch, {
          Node: () => ({ __typename: "CalendarEvent", id: review.id }),
          CalendarEvent: () => ({ ...review, syncError: "CalDAV: the server answered 503" }),
        }),
      );
    });
    expect(await inCard("Design review").findByTestId("event-sync-error")).toHaveTextContent("Sync failed: CalDAV: the server answered 503");
  });

  it("offers Zoom, Microsoft Teams and Google Meet, and adds the meeting link: 'Meeting Link Generated'", async () => {
    const { environment, panel } = await openPanel(configured);
    const platform = panel.getByLabelText("Platform") as HTMLSelectElement;
    expect(Array.from(platform.options).map((o) => o.value)).toEqual(["zoom", "teams", "meet"]);
    expect(Array.from(platform.options).map((o) => o.textContent)).toEqual(["Zoom", "Microsoft Teams (not configured)", "Google Meet (not configured)"]);
    expect(panel.getByRole("button", { name: "Add Meeting Link" })).toBeDisabled();
    await user().selectOptions(panel.getByLabelText("Event"), review.id);
    await user().click(panel.getByRole("button", { name: "Add Meeting Link" }));
    const op = await pendingOperation(environment, "useAddMeetingLinkMutation");
    expect(op.request.variables.input).toEqual({ id: review.id, platform: "zoom" });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationAddMeetingLinkResult: () => ({ __typename: "AddMeetingLinkPayload" }),
          CalendarEvent: () => ({ ...review, meetingLink: "https://zoom.us/j/987" }),
        }),
      );
    });
    await expectToast("Meeting Link Generated", "Zoom link added to event");
    expect(inCard("Design review").getByRole("link", { name: "Join Meeting" })).toHaveAttribute("href", "https://zoom.us/j/987");
  });

  it("shows 'Error' / 'Failed to generate meeting link' with the server's message when the platform refuses", async () => {
    const { environment, panel } = await openPanel(configured);
    await user().selectOptions(panel.getByLabelText("Event"), review.id);
    await user().selectOptions(panel.getByLabelText("Platform"), "teams");
    await user().click(panel.getByRole("button", { name: "Add Meeting Link" }));
    const op = await answer(environment, "useAddMeetingLinkMutation", errorAnswer("addMeetingLink", "Microsoft Teams is not configured"));
    expect(op.request.variables.input).toEqual({ id: review.id, platform: "teams" });
    const toast = await expectToast("Error");
    expect(within(toast).getByText(/^Failed to generate meeting link/).textContent).toBe("Failed to generate meeting link\nMicrosoft Teams is not configured");
  });

  it("shows the feed URL; Regenerate asks first, then shows the new URL", async () => {
    const confirm = jest.spyOn(window, "confirm");
    try {
      const { environment, panel } = await openPanel(unconfigured);
      expect(panel.getByTestId("feed-url")).toHaveValue(FEED);

      confirm.mockReturnValue(false);
      await user().click(panel.getByRole("button", { name: "Regenerate" }));
      expect(confirm.mock.calls[0][0]).toMatch(/stops working/);
      expect(mutations(environment)).toHaveLength(0);

      confirm.mockReturnValue(true);
      await user().click(panel.getByRole("button", { name: "Regenerate" }));
      await answer(environment, "useRegenerateCalendarFeedMutation", {
        data: { regenerateCalendarFeed: { __typename: "RegenerateCalendarFeedPayload", feedUrl: "https://app.example.com/api/calendar/feed/new456.ics" } },
      });
      await expectToast("Feed URL regenerated");
      await waitFor(() => expect(panel.getByTestId("feed-url")).toHaveValue("https://app.example.com/api/calendar/feed/new456.ics"));
    } finally {
      confirm.mockRestore();
    }
  });

  it("copies the feed URL", async () => {
    const { panel } = await openPanel(unconfigured);
    // user-event's clipboard stands for the browser's
    const u = user();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    await u.click(panel.getByRole("button", { name: "Copy" }));
    await expectToast("Feed URL copied");
    expect(writeText).toHaveBeenCalledWith(FEED);
  });

  it("refreshes the month view after a change made in the panel", async () => {
    const { environment, panel } = await openPanel(configured);
    await user().click(screen.getByRole("button", { name: "Month" }));
    await resolveMonth(environment, []);
    const monthQueries = () => environment.mock.getAllOperations().filter((op) => operationName(op) === "CalendarRangeQuery").length;
    expect(monthQueries()).toBe(0);
    await user().selectOptions(panel.getByLabelText("Event"), review.id);
    await user().click(panel.getByRole("button", { name: "Add Meeting Link" }));
    await answer(environment, "useAddMeetingLinkMutation", {
      data: { addMeetingLink: { __typename: "AddMeetingLinkPayload", calendarEvent: { ...review, __typename: "CalendarEvent", meetingLink: "https://zoom.us/j/1" } } },
    });
    // the visible range is asked for again
    await waitFor(() => expect(monthQueries()).toBe(1));
  });

  describe("accounts connected in one click", () => {
    const rows = (panel: Awaited<ReturnType<typeof openPanel>>["panel"]) => panel.getAllByTestId("account-provider");

    it("lists Google, Microsoft (Outlook + Teams) and Zoom with 'Connect Google' etc. as links to the consent; one without an app as not available, with the reason", async () => {
      const { panel } = await openPanel({ ...unconfigured, oauthApps: [app("google", "Google"), app("microsoft", "Microsoft"), app("zoom", "Zoom", false)] });
      expect(rows(panel).map((r) => r.getAttribute("data-provider"))).toEqual(["google", "microsoft", "zoom"]);
      expect(panel.getAllByTestId("account-label").map((l) => l.textContent)).toEqual(["Google Calendar and Meet", "Outlook calendar and Teams", "Zoom meetings"]);
      expect(panel.getAllByTestId("account-status").map((b) => b.textContent)).toEqual(["Not Connected", "Not Connected", "Not available"]);
      // a page navigation, not a request of the app: the platform's consent page, then back to the calendar
      expect(panel.getByRole("link", { name: "Connect Google" })).toHaveAttribute("href", "/api/integrations/google/connect");
      expect(panel.getByRole("link", { name: "Connect Microsoft" })).toHaveAttribute("href", "/api/integrations/microsoft/connect");
      expect(panel.queryByRole("link", { name: "Connect Zoom" })).toBeNull();
      expect(panel.getByTestId("account-unavailable")).toHaveTextContent("This server has no Zoom app set up: ask its administrator.");
    });

    it("shows the connected account; Disconnect asks first, then disconnects and reads the panel again", async () => {
      const google: Connection = { id: "SW50ZWdyYXRpb246Mg==", provider: "google", label: "ann@gmail.example", status: "connected", error: null, calendar: null, calendars: [] };
      const confirm = jest.spyOn(window, "confirm");
      try {
        const { environment, panel } = await openPanel({ ...unconfigured, integrations: [google] });
        const row = within(rows(panel)[0]);
        expect(row.getByTestId("account-label")).toHaveTextContent("ann@gmail.example");
        expect(row.getByTestId("account-status")).toHaveTextContent("Connected");
        expect(row.queryByRole("link", { name: "Connect Google" })).toBeNull();
        confirm.mockReturnValue(false);
        await user().click(row.getByRole("button", { name: "Disconnect" }));
        expect(confirm.mock.calls[0][0]).toBe("Disconnect Google (ann@gmail.example)? Clientfolio's access to the account is revoked and its tokens are deleted; meeting links made so far keep working.");
        expect(mutations(environment).filter((m) => operationName(m) === "useDisconnectIntegrationMutation")).toHaveLength(0);
        confirm.mockReturnValue(true);
        await user().click(row.getByRole("button", { name: "Disconnect" }));
        const gone = await pendingOperation(environment, "useDisconnectIntegrationMutation");
        expect(gone.request.variables.input).toEqual({ id: google.id });
        await act(async () => {
          environment.mock.resolve(gone, { data: { disconnectIntegration: { __typename: "DisconnectIntegrationPayload", disconnectedIntegrationId: google.id } } });
        });
        await expectToast("Disconnected");
        expect(await pendingOperation(environment, "CalendarIntegrationPanelQuery")).toBeTruthy();
      } finally {
        confirm.mockRestore();
      }
    });

    it("lets a connected Google or Outlook account choose the calendar events sync with, then offers Sync now; Zoom makes meetings only", async () => {
      const calendars = [{ url: "primary", name: "ann@gmail.example" }, { url: "team@group.calendar.google.com", name: "Team" }];
      const google: Connection = { id: "SW50ZWdyYXRpb246Mg==", provider: "google", label: "ann@gmail.example", status: "connected", error: null, calendar: null, calendars };
      const zoom: Connection = { id: "SW50ZWdyYXRpb246Mw==", provider: "zoom", label: "ann@zoom.example", status: "connected", error: null, calendar: null, calendars: [] };
      const { environment, panel } = await openPanel({ ...unconfigured, integrations: [google, zoom] });
      const row = within(rows(panel)[0]);
      expect(within(rows(panel)[2]).queryByTestId("calendar-choice")).toBeNull();
      expect(row.queryByRole("button", { name: "Sync now" })).toBeNull();
      const choice = row.getByTestId("calendar-choice") as HTMLSelectElement;
      expect(Array.from(choice.options).map((o) => o.textContent)).toEqual(["Choose a calendar", "ann@gmail.example", "Team"]);
      await user().selectOptions(choice, "team@group.calendar.google.com");
      const op = await pendingOperation(environment, "useChooseIntegrationCalendarMutation");
      expect(op.request.variables.input).toEqual({ id: google.id, calendarUrl: "team@group.calendar.google.com" });
    });

    it("offers Sync now on a Google account whose calendar is chosen", async () => {
      const team = { url: "team@group.calendar.google.com", name: "Team" };
      const google: Connection = { id: "SW50ZWdyYXRpb246Mg==", provider: "google", label: "ann@gmail.example", status: "connected", error: null, calendar: team, calendars: [team] };
      const { environment, panel } = await openPanel({ ...unconfigured, integrations: [google] });
      const row = within(rows(panel)[0]);
      expect(row.getByTestId("calendar-choice")).toHaveValue(team.url);
      await user().click(row.getByRole("button", { name: "Sync now" }));
      expect(await pendingOperation(environment, "usePullCalendarMutation")).toBeTruthy();
    });

    it("shows a refused account as 'Needs reconnect' with the reason and Reconnect", async () => {
      const zoom: Connection = { id: "SW50ZWdyYXRpb246Mw==", provider: "zoom", label: "ann@zoom.example", status: "needs_reconnect", error: "the refresh was refused (invalid_grant)", calendar: null, calendars: [] };
      const { panel } = await openPanel({ ...unconfigured, integrations: [zoom] });
      const row = within(rows(panel)[2]);
      expect(row.getByTestId("account-status")).toHaveTextContent("Needs reconnect");
      expect(row.getByTestId("account-error")).toHaveTextContent("the refresh was refused (invalid_grant)");
      expect(row.getByRole("link", { name: "Reconnect Zoom" })).toHaveAttribute("href", "/api/integrations/zoom/connect");
      expect(row.getByRole("button", { name: "Disconnect" })).toBeInTheDocument();
    });
  });

  describe("coming back from a platform's consent", () => {
    it("says 'Google connected', opens the panel and drops the parameters", async () => {
      const result = await renderCalendarPage([review], "/calendar?integration=connected&provider=google");
      await expectToast("Google connected");
      expect(await pendingOperation(result.environment, "CalendarIntegrationPanelQuery")).toBeTruthy();
      expect(result.router.state.location.search).toBe("");
    });

    it("says why it failed", async () => {
      await renderCalendarPage([review], `/calendar?${new URLSearchParams({ integration: "error", provider: "zoom", reason: "Zoom was not given access" })}`);
      await expectToast("Could not connect Zoom", "Zoom was not given access");
    });
  });
});
