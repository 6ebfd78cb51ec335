import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BRAND_COLOR_MESSAGE } from "@common/user";
import { applyBrandColor } from "../../../theme/brand";
import { VIEWER_ID, answerValidationError, operationName, pendingOperation, rejectOperation, resetToasts } from "../../../../test/relay";
import { renderSignedIn } from "../../../../test/shell";

jest.mock("../../../theme/brand", () => {
  const actual = jest.requireActual("../../../theme/brand");
  return { ...actual, applyBrandColor: jest.fn(actual.applyBrandColor) };
});
const applySpy = applyBrandColor as jest.MockedFunction<typeof applyBrandColor>;

interface BrandFixture {
  companyName: string | null;
  brandColor: string;
  brandLogo: string | null;
}

async function renderBrandSettings(brand: Partial<BrandFixture> = {}) {
  const viewer: BrandFixture = { companyName: "Acme Studio", brandColor: "#3b82f6", brandLogo: null, ...brand };
  const result = await renderSignedIn("/brand-settings", viewer);
  const { environment } = result;
  // the page's query is answered from the store when the shell's data is already there, else it is pending
  const page = environment.mock.getAllOperations().find((op) => operationName(op) === "BrandSettingsPageQuery");
  if (page) act(() => environment.mock.resolve(page, { data: { viewer: { id: VIEWER_ID, ...viewer } } }));
  await screen.findByRole("heading", { level: 1, name: "Brand Settings" });
  return result;
}

const colorText = () => screen.getByLabelText("Brand Color") as HTMLInputElement;
const picker = () => screen.getByLabelText("Brand color picker") as HTMLInputElement;
const preview = () => within(screen.getByTestId("brand-preview"));
const rootColor = () => document.documentElement.style.getPropertyValue("--brand-color");

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

beforeEach(() => {
  resetToasts();
  document.documentElement.style.removeProperty("--brand-color");
  applySpy.mockClear();
});

describe("Brand Settings page", () => {
  it("shows the form with the saved values, the preview and the note", async () => {
    await renderBrandSettings({ companyName: "Acme Studio", brandColor: "#10b981", brandLogo: null });
    expect(screen.getByLabelText("Company Name")).toHaveValue("Acme Studio");
    expect(colorText()).toHaveValue("#10b981");
    expect(picker()).toHaveValue("#10b981");
    expect(picker()).toHaveAttribute("type", "color");
    expect(screen.getByLabelText(/^Brand Logo URL/)).toHaveValue("");
    expect(preview().getByTestId("preview-company-name")).toHaveTextContent("Acme Studio");
    expect(screen.getByTestId("brand-note")).toHaveTextContent(/after saving/);
    expect(screen.getByTestId("brand-note")).toHaveTextContent(/clients will see/);
    expect(screen.getByRole("button", { name: "Save Brand Settings" })).toBeEnabled();
  });

  it("defaults the colour to #3b82f6 and the preview name to 'Live Dashboard'", async () => {
    await renderBrandSettings({ companyName: null, brandColor: "not-a-colour" });
    expect(colorText()).toHaveValue("#3b82f6");
    expect(preview().getByTestId("preview-company-name")).toHaveTextContent(/^Live Dashboard$/);
    fireEvent.change(screen.getByLabelText("Company Name"), { target: { value: "Northwind" } });
    expect(preview().getByTestId("preview-company-name")).toHaveTextContent(/^Northwind$/);
    fireEvent.change(screen.getByLabelText("Company Name"), { target: { value: "   " } });
    expect(preview().getByTestId("preview-company-name")).toHaveTextContent(/^Live Dashboard$/);
  });

  it("keeps the text field and the picker in sync and applies each valid colour to the page at once", async () => {
    await renderBrandSettings();
    type(colorText(), "#FF0000");
    expect(picker()).toHaveValue("#ff0000");
    expect(applySpy).toHaveBeenLastCalledWith("#ff0000");
    expect(rootColor()).toBe("#ff0000");
    expect(screen.getByTestId("brand-preview")).toHaveAttribute("data-color", "#ff0000");

    type(picker(), "#00aa55");
    expect(colorText()).toHaveValue("#00aa55");
    expect(applySpy).toHaveBeenLastCalledWith("#00aa55");
    expect(rootColor()).toBe("#00aa55");
  });

  it("accepts only a valid hex colour: shows the message, leaves the picker and the page colour alone", async () => {
    await renderBrandSettings({ brandColor: "#3b82f6" });
    type(colorText(), "#12");
    expect(await screen.findByText(BRAND_COLOR_MESSAGE)).toBeInTheDocument();
    expect(picker()).toHaveValue("#3b82f6");
    expect(applySpy).not.toHaveBeenCalledWith("#12");
    expect(rootColor()).toBe("#3b82f6");
    type(colorText(), "red");
    expect(applySpy).not.toHaveBeenCalledWith("red");
    // saving is refused on the client
    fireEvent.click(screen.getByRole("button", { name: "Save Brand Settings" }));
    await screen.findByText(BRAND_COLOR_MESSAGE);
    type(colorText(), "#123456");
    await waitFor(() => expect(screen.queryByText(BRAND_COLOR_MESSAGE)).not.toBeInTheDocument());
    expect(picker()).toHaveValue("#123456");
  });

  it("restores the saved colour when leaving the page without saving", async () => {
    await renderBrandSettings({ brandColor: "#3b82f6" });
    type(colorText(), "#ff0000");
    expect(rootColor()).toBe("#ff0000");
    fireEvent.click(within(screen.getByTestId("sidebar")).getByRole("link", { name: "Settings", hidden: true }));
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(applySpy).toHaveBeenLastCalledWith("#3b82f6");
    expect(rootColor()).toBe("#3b82f6");
  });

  it("rejects a logo URL that is not http(s)", async () => {
    await renderBrandSettings();
    const logo = screen.getByLabelText(/^Brand Logo URL/);
    fireEvent.change(logo, { target: { value: "javascript:alert(1)" } });
    fireEvent.blur(logo);
    expect(await screen.findByText("Invalid URL format")).toBeInTheDocument();
  });

  it("shows the logo in the preview and hides it silently when it fails to load", async () => {
    await renderBrandSettings({ brandLogo: "https://cdn.example.com/logo.png" });
    const img = preview().getByTestId("brand-logo");
    expect(img).toHaveAttribute("src", "https://cdn.example.com/logo.png");
    fireEvent.error(img);
    expect(preview().queryByTestId("brand-logo")).not.toBeInTheDocument();
    expect(preview().getByTestId("brand-mark")).toBeInTheDocument();
  });

  it("saves: sends the settings, toasts, updates the sidebar in place and keeps the new colour after leaving", async () => {
    const { environment } = await renderBrandSettings({ companyName: "Acme Studio", brandColor: "#3b82f6" });
    fireEvent.change(screen.getByLabelText("Company Name"), { target: { value: "  Northwind  " } });
    type(colorText(), "#7C3AED");
    fireEvent.change(screen.getByLabelText(/^Brand Logo URL/), { target: { value: "https://cdn.example.com/n.png" } });
    const save = screen.getByRole("button", { name: "Save Brand Settings" });
    fireEvent.click(save);

    const op = await pendingOperation(environment, "useUpdateBrandSettingsMutation");
    expect(op.request.variables.input).toEqual({ companyName: "Northwind", brandColor: "#7c3aed", brandLogo: "https://cdn.example.com/n.png" });
    expect(screen.getByRole("button", { name: /Save Brand Settings|Saving/ })).toBeDisabled();

    act(() =>
      environment.mock.resolve(op, {
        data: {
          updateBrandSettings: {
            __typename: "UpdateBrandSettingsPayload",
            user: { id: VIEWER_ID, companyName: "Northwind", brandColor: "#7c3aed", brandLogo: "https://cdn.example.com/n.png" },
          },
        },
      }),
    );
    expect(await screen.findByText("Brand settings updated successfully")).toBeInTheDocument();
    const sidebar = within(screen.getByTestId("sidebar"));
    await waitFor(() => expect(sidebar.getByTestId("company-name")).toHaveTextContent("Northwind"));
    expect(sidebar.getByTestId("brand-logo")).toHaveAttribute("src", "https://cdn.example.com/n.png");
    expect(screen.getByRole("button", { name: "Save Brand Settings" })).toBeEnabled();

    fireEvent.click(sidebar.getByRole("link", { name: "Settings", hidden: true }));
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(rootColor()).toBe("#7c3aed");
    expect(document.documentElement.style.getPropertyValue("--brand-contrast")).toBe("white");
  });

  it("toasts the failure and puts the server's field messages on the form", async () => {
    const { environment } = await renderBrandSettings();
    fireEvent.click(screen.getByRole("button", { name: "Save Brand Settings" }));
    const op = await pendingOperation(environment, "useUpdateBrandSettingsMutation");
    await answerValidationError(environment, op, "updateBrandSettings", { brandLogo: "Invalid URL format" });
    expect(await screen.findByText("Failed to update brand settings")).toBeInTheDocument();
    expect(screen.getByText("Invalid URL format")).toBeInTheDocument();
  });

  it("toasts the failure on a network error", async () => {
    const { environment } = await renderBrandSettings();
    fireEvent.click(screen.getByRole("button", { name: "Save Brand Settings" }));
    await rejectOperation(environment, "useUpdateBrandSettingsMutation", new Error("500: boom"));
    expect(await screen.findByText("Failed to update brand settings")).toBeInTheDocument();
  });
});
