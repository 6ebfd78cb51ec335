import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { timeZoneLabel, timeZoneOptions } from "../SettingsPage";
import { VIEWER_ID, answerValidationError, operationName, pendingOperation, rejectOperation, resetToasts } from "../../../../test/relay";
import { renderSignedIn } from "../../../../test/shell";

interface ProfileFixture {
  firstName: string | null;
  lastName: string | null;
  email: string;
  timeZone: string;
  invoicePaperSize: string;
  numberFormat: string;
  lateFee: { type: string; value: string } | null;
}

async function renderSettings(profile: Partial<ProfileFixture> = {}) {
  const viewer: ProfileFixture = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", timeZone: "Europe/London", invoicePaperSize: "A4", numberFormat: "auto", lateFee: null, ...profile };
  const result = await renderSignedIn("/settings", { firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email });
  const { environment } = result;
  // the heading shows at once; the profile arrives with the page's own query (the shell does not read the time zone)
  await screen.findByRole("heading", { level: 1, name: "Settings" });
  const page = await pendingOperation(environment, "SettingsPageQuery");
  const settings = {
    profile: { firstName: viewer.firstName, lastName: viewer.lastName }, workspace: { timeZone: viewer.timeZone }, invoices: { paperSize: viewer.invoicePaperSize, numberPrefix: "INV-", numberPadding: 4 },
    calendar: { weekStart: null },
    numbers: { format: viewer.numberFormat },
    reminders: {
      enabled: false, sendHour: 9, repeatEveryDays: null,
      reminders: [{ days: -3, subject: "Due soon: {invoice_number}", message: "Hello {client}\n\n{pay_link}", lateFee: viewer.lateFee }],
    },
  };
  act(() => environment.mock.resolve(page, { data: { viewer: { id: VIEWER_ID, email: viewer.email, settings } } }));
  await screen.findByRole("heading", { level: 2, name: "Profile" });
  return result;
}

const firstName = () => screen.getByLabelText("First Name") as HTMLInputElement;
const lastName = () => screen.getByLabelText("Last Name") as HTMLInputElement;
const timeZone = () => screen.getByLabelText(/^Time Zone/) as HTMLSelectElement;
const saveButton = () => screen.getByRole("button", { name: "Save Changes" });

beforeEach(resetToasts);

afterEach(() => {
  jest.restoreAllMocks();
});

describe("Settings page", () => {
  it("shows one h1 with the subtitle and the profile form with the saved values", async () => {
    await renderSettings({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", timeZone: "Europe/London" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Manage your account preferences")).toBeInTheDocument();
    expect(firstName()).toHaveValue("Ada");
    expect(lastName()).toHaveValue("Lovelace");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("ada@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByText(/sign-in identity/)).toBeInTheDocument();
    expect(timeZone().tagName).toBe("SELECT");
    expect(timeZone()).toHaveValue("Europe/London");
    expect(screen.getByText(/Dashboard dates, month boundaries and revenue periods follow this time zone/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it("lists the saved time zone even when the browser's list lacks it, and UTC", async () => {
    await renderSettings({ timeZone: "Etc/GMT+5" });
    expect(timeZone()).toHaveValue("Etc/GMT+5");
    const values = Array.from(timeZone().options).map((o) => o.value);
    expect(values).toContain("UTC");
    expect(values).toContain("Asia/Tokyo");
    expect(new Set(values).size).toBe(values.length);
  });

  it("shows empty names as empty fields", async () => {
    await renderSettings({ firstName: null, lastName: null });
    expect(firstName()).toHaveValue("");
    expect(lastName()).toHaveValue("");
  });

  it("refuses an over-long first name on the client", async () => {
    const { environment } = await renderSettings();
    fireEvent.change(firstName(), { target: { value: "x".repeat(101) } });
    fireEvent.blur(firstName());
    expect(await screen.findByText("Must be at most 100 characters")).toBeInTheDocument();
    fireEvent.click(saveButton());
    await screen.findByText("Must be at most 100 characters");
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "useUpdateSettingsMutation")).toBe(false);
    fireEvent.change(firstName(), { target: { value: "x".repeat(100) } });
    await waitFor(() => expect(screen.queryByText("Must be at most 100 characters")).not.toBeInTheDocument());
  });

  it("sets the select to the browser's time zone", async () => {
    const actual = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...actual.call(this), timeZone: "America/Argentina/Buenos_Aires" };
    });
    await renderSettings({ timeZone: "Europe/London" });
    expect(screen.getByTestId("browser-time-zone")).toHaveTextContent("America/Argentina/Buenos Aires");
    fireEvent.click(screen.getByRole("button", { name: "Use this browser's time zone" }));
    await waitFor(() => expect(timeZone()).toHaveValue("America/Argentina/Buenos_Aires"));
  });

  it("saves the profile and workspace sections: sends the trimmed values, toasts, updates the top bar and keeps the saved values in the form", async () => {
    const { environment } = await renderSettings({ firstName: "Ada", lastName: "Lovelace", timeZone: "Europe/London" });
    expect(screen.getByTestId("user-name")).toHaveTextContent("Ada Lovelace");
    fireEvent.change(firstName(), { target: { value: "  Grace " } });
    fireEvent.change(lastName(), { target: { value: "   " } });
    fireEvent.change(timeZone(), { target: { value: "Asia/Tokyo" } });
    fireEvent.click(saveButton());

    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables.input).toEqual({ profile: { firstName: "Grace", lastName: null }, workspace: { timeZone: "Asia/Tokyo" } });
    expect(screen.getByRole("button", { name: /Save Changes|Saving/ })).toBeDisabled();

    act(() =>
      environment.mock.resolve(op, {
        data: {
          updateSettings: {
            __typename: "UpdateSettingsPayload",
            user: {
              id: VIEWER_ID, firstName: "Grace", lastName: null, email: "ada@example.com", timeZone: "Asia/Tokyo", profileImageUrl: null, nextInvoiceNumber: "INV-0001",
              settings: { profile: { firstName: "Grace", lastName: null }, workspace: { timeZone: "Asia/Tokyo" }, invoices: { paperSize: "A4", numberPrefix: "INV-", numberPadding: 4 }, calendar: { weekStart: null }, numbers: { format: "auto" } },
            },
          },
        },
      }),
    );
    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("user-name")).toHaveTextContent(/^Grace$/));
    expect(screen.getByTestId("user-initial")).toHaveTextContent("G");
    expect(firstName()).toHaveValue("Grace");
    expect(lastName()).toHaveValue("");
    expect(timeZone()).toHaveValue("Asia/Tokyo");
    expect(saveButton()).toBeEnabled();
  });

  it("toasts the failure and puts the server's field messages on the form", async () => {
    const { environment } = await renderSettings();
    fireEvent.click(saveButton());
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables.input).toEqual({ profile: { firstName: "Ada", lastName: "Lovelace" }, workspace: { timeZone: "Europe/London" } });
    // the server names the field by its section
    await answerValidationError(environment, op, "updateSettings", { "workspace.timeZone": "Unknown time zone" });
    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
    expect(screen.getByText("Unknown time zone")).toBeInTheDocument();
    expect(timeZone()).toHaveAttribute("aria-invalid", "true");
  });

  it("toasts the failure on a network error", async () => {
    const { environment } = await renderSettings();
    fireEvent.click(saveButton());
    await rejectOperation(environment, "useUpdateSettingsMutation", new Error("500: boom"));
    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
  });
});

describe("Invoice settings", () => {
  const paperSize = () => screen.getByLabelText("Paper size") as HTMLSelectElement;

  it("shows the saved paper size and saves a new one as soon as it is chosen", async () => {
    const { environment } = await renderSettings({ invoicePaperSize: "A4" });
    expect(screen.getByRole("heading", { level: 2, name: "Invoices" })).toBeInTheDocument();
    expect(paperSize()).toHaveValue("A4");
    fireEvent.change(paperSize(), { target: { value: "Letter" } });
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables).toEqual({ input: { invoices: { paperSize: "Letter" } } });
    act(() =>
      environment.mock.resolve(op, {
        data: {
          updateSettings: {
            __typename: "UpdateSettingsPayload",
            user: {
              id: VIEWER_ID, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", timeZone: "Europe/London", profileImageUrl: null, nextInvoiceNumber: "INV-0001",
              settings: { profile: { firstName: "Ada", lastName: "Lovelace" }, workspace: { timeZone: "Europe/London" }, invoices: { paperSize: "Letter", numberPrefix: "INV-", numberPadding: 4 }, calendar: { weekStart: null }, numbers: { format: "auto" } },
            },
          },
        },
      }),
    );
    expect(await screen.findByText("Invoice settings saved")).toBeInTheDocument();
    expect(paperSize()).toHaveValue("Letter");
  });

  it("keeps the saved paper size and says so when saving fails", async () => {
    const { environment } = await renderSettings({ invoicePaperSize: "A4" });
    fireEvent.change(paperSize(), { target: { value: "Letter" } });
    await rejectOperation(environment, "useUpdateSettingsMutation", new Error("500: boom"));
    expect(await screen.findByText("Failed to save invoice settings")).toBeInTheDocument();
    expect(paperSize()).toHaveValue("A4");
  });
});

describe("Invoice number format", () => {
  const prefix = () => screen.getByLabelText("Prefix") as HTMLInputElement;
  const digits = () => screen.getByLabelText("Digits") as HTMLSelectElement;

  it("shows the saved format with an example that follows the typing, refuses a bad prefix on the client, and saves", async () => {
    const { environment } = await renderSettings();
    expect(prefix()).toHaveValue("INV-");
    expect(digits()).toHaveValue("4");
    expect(screen.getByTestId("number-preview")).toHaveTextContent("New invoices are numbered like INV-0042.");
    fireEvent.change(prefix(), { target: { value: "<b>" } });
    fireEvent.click(screen.getByRole("button", { name: "Save number format" }));
    expect(await screen.findByText("Number prefix may only use letters, digits, spaces and - _ / . #")).toBeInTheDocument();
    fireEvent.change(prefix(), { target: { value: "2026/" } });
    fireEvent.change(digits(), { target: { value: "6" } });
    expect(screen.getByTestId("number-preview")).toHaveTextContent("New invoices are numbered like 2026/000042.");
    fireEvent.click(screen.getByRole("button", { name: "Save number format" }));
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables).toEqual({ input: { invoices: { numberPrefix: "2026/", numberPadding: 6 } } });
    act(() =>
      environment.mock.resolve(op, {
        data: {
          updateSettings: {
            __typename: "UpdateSettingsPayload",
            user: {
              id: VIEWER_ID, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", timeZone: "Europe/London", profileImageUrl: null, nextInvoiceNumber: "2026/000001",
              settings: { profile: { firstName: "Ada", lastName: "Lovelace" }, workspace: { timeZone: "Europe/London" }, invoices: { paperSize: "A4", numberPrefix: "2026/", numberPadding: 6 } },
            },
          },
        },
      }),
    );
    expect(await screen.findByText("Invoice settings saved")).toBeInTheDocument();
    expect(prefix()).toHaveValue("2026/");
  });
});

describe("Payment reminders card", () => {
  const card = async () => within(await screen.findByTestId("reminder-settings"));

  it("shows the saved reminders, checks them with the shared schema, and saves them with updateSettings", async () => {
    const { environment } = await renderSettings();
    const c = await card();
    expect(c.getByRole("heading", { level: 2, name: "Payment reminders" })).toBeInTheDocument();
    expect(c.getByLabelText("Send payment reminders")).not.toBeChecked();
    expect(c.getByLabelText(/^Send at/)).toHaveValue("9");
    expect(c.getByText("Reminder 1: 3 days before the due date")).toBeInTheDocument();
    expect(c.getByLabelText(/^Subject/)).toHaveValue("Due soon: {invoice_number}");

    fireEvent.click(c.getByLabelText("Send payment reminders"));
    fireEvent.click(c.getByRole("button", { name: "Add reminder" }));
    await waitFor(() => expect(c.getByText("Reminder 2: 4 days after the due date")).toBeInTheDocument());
    const second = within(screen.getByTestId("reminder-1"));
    fireEvent.change(second.getByLabelText(/^Late fee/), { target: { value: "percent" } });
    fireEvent.change(await second.findByLabelText(/^Percentage/), { target: { value: "150" } });
    fireEvent.change(second.getByLabelText(/^Subject/), { target: { value: "Late {nope}" } });
    fireEvent.click(c.getByRole("button", { name: "Save reminders" }));
    expect(await second.findByText("A late fee percentage must be more than 0 and at most 100")).toBeInTheDocument();
    expect(second.getByText("Unknown variable {nope}: use {client}, {invoice_number}, {amount_due}, {due_date}, {pay_link}")).toBeInTheDocument();
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain("useUpdateSettingsMutation");

    fireEvent.change(second.getByLabelText(/^Percentage/), { target: { value: "1.5" } });
    fireEvent.change(second.getByLabelText(/^Subject/), { target: { value: "Late: {invoice_number}" } });
    fireEvent.click(c.getByLabelText("Then repeat until paid"));
    fireEvent.change(await c.findByLabelText(/^Every \(days\)/), { target: { value: "14" } });
    fireEvent.click(c.getByRole("button", { name: "Save reminders" }));
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables.input).toEqual({
      reminders: {
        enabled: true, sendHour: 9, repeatEveryDays: 14,
        reminders: [
          { days: -3, subject: "Due soon: {invoice_number}", message: "Hello {client}\n\n{pay_link}", lateFee: null },
          { days: 4, subject: "Late: {invoice_number}", message: expect.stringContaining("{pay_link}"), lateFee: { type: "percent", value: "1.50" } },
        ],
      },
    });
    await answerValidationError(environment, op, "updateSettings", { "reminders.reminders[1].message": "Must be at most 5000 characters" });
    expect(await second.findByText("Must be at most 5000 characters")).toBeInTheDocument();
    expect(await screen.findByText("Failed to save payment reminders")).toBeInTheDocument();
  });
});

describe("time zone helpers", () => {
  it("adds UTC and the given zones, sorted, without duplicates", () => {
    const zones = timeZoneOptions("Custom/Zone", "Europe/Paris", null, undefined);
    expect(zones).toContain("UTC");
    expect(zones).toContain("Custom/Zone");
    expect(zones.filter((z) => z === "Europe/Paris")).toHaveLength(1);
    expect([...zones].sort()).toEqual(zones);
  });

  it("labels a zone with its name and current offset", () => {
    const january = new Date("2025-01-15T12:00:00Z");
    expect(timeZoneLabel("Asia/Tokyo", january)).toBe("Asia/Tokyo (GMT+9)");
    expect(timeZoneLabel("America/New_York", january)).toBe("America/New York (GMT-5)");
    expect(timeZoneLabel("Not/AZone", january)).toBe("Not/AZone");
  });
});

describe("Calendar settings", () => {
  it("shows the browser's default, and saves the week's first day as soon as it is chosen", async () => {
    const { environment } = await renderSettings();
    expect(screen.getByRole("heading", { level: 2, name: "Calendar" })).toBeInTheDocument();
    const select = screen.getByLabelText("Week starts on") as HTMLSelectElement;
    expect(select).toHaveValue("");
    expect([...select.options].map((o) => o.textContent)).toEqual(["This browser's default", "Monday", "Sunday", "Saturday"]);
    fireEvent.change(select, { target: { value: "sunday" } });
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables).toEqual({ input: { calendar: { weekStart: "sunday" } } });
  });
});

describe("Number settings", () => {
  const numberFormat = () => screen.getByLabelText("Number format") as HTMLSelectElement;

  it("lists the formats with the browser's own first, and saves one as soon as it is chosen", async () => {
    const { environment } = await renderSettings();
    expect(screen.getByRole("heading", { level: 2, name: "Numbers" })).toBeInTheDocument();
    expect(numberFormat()).toHaveValue("auto");
    expect([...numberFormat().options].map((o) => o.textContent)).toEqual([
      "This browser's default (1,234.56)",
      "1,234.56 (comma thousands, dot decimals)",
      "1.234,56 (dot thousands, comma decimals)",
      "1 234,56 (space thousands, comma decimals)",
      "1'234.56 (apostrophe thousands, dot decimals)",
    ]);
    fireEvent.change(numberFormat(), { target: { value: "1 234,56" } });
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    expect(op.request.variables).toEqual({ input: { numbers: { format: "1 234,56" } } });
  });

  it("shows the saved format, and the page's number fields follow a new one at once", async () => {
    const { environment } = await renderSettings({ numberFormat: "1,234.56", lateFee: { type: "fixed", value: "1234.50" } });
    expect(numberFormat()).toHaveValue("1,234.56");
    const lateFee = screen.getByLabelText("Amount") as HTMLInputElement;
    expect(lateFee).toHaveValue("1,234.50");
    fireEvent.change(numberFormat(), { target: { value: "1.234,56" } });
    const op = await pendingOperation(environment, "useUpdateSettingsMutation");
    act(() =>
      environment.mock.resolve(op, {
        data: {
          updateSettings: {
            __typename: "UpdateSettingsPayload",
            user: {
              id: VIEWER_ID, firstName: "Ada", lastName: "Lovelace", timeZone: "Europe/London", nextInvoiceNumber: "INV-0001",
              settings: { profile: { firstName: "Ada", lastName: "Lovelace" }, workspace: { timeZone: "Europe/London" }, invoices: { paperSize: "A4", numberPrefix: "INV-", numberPadding: 4 }, calendar: { weekStart: null }, numbers: { format: "1.234,56" } },
            },
          },
        },
      }),
    );
    expect(await screen.findByText("Number format saved")).toBeInTheDocument();
    expect(numberFormat()).toHaveValue("1.234,56");
    await waitFor(() => expect(lateFee).toHaveValue("1.234,50"));
  });

  it("keeps the stored format when the save fails", async () => {
    const { environment } = await renderSettings();
    fireEvent.change(numberFormat(), { target: { value: "1'234.56" } });
    await rejectOperation(environment, "useUpdateSettingsMutation");
    expect(await screen.findByText("Failed to save the number format")).toBeInTheDocument();
    expect(numberFormat()).toHaveValue("auto");
  });
});
