import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  VIEWER_ID,
  aFile,
  answerConflict,
  answerDelete,
  answerValidationError,
  cardOf,
  cards,
  chooseMenuItem,
  dialog,
  expectConflictInDialog,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  rejectOperation,
  renderFilesPage,
  renderFilesRoute,
  resetToasts,
  resolveFiles,
  resolveOperation,
  retype,
  user,
} from "./fileTestUtils";
import type { MockEnvironment } from "../../../../test/render";

describe("FilesPage", () => {
  it("shows the heading, subtitle and 'Upload Files' at once, and 8 skeleton cards while the files load", async () => {
    const { environment } = renderFilesRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Files" })).toBeInTheDocument();
    expect(screen.getByText("Upload and manage your project files")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Files" })).toBeInTheDocument();
    expect(screen.getAllByTestId("file-card-skeleton")).toHaveLength(8);
    expect(screen.getByRole("status")).toHaveTextContent("Loading files...");

    await resolveFiles(environment, [aFile()]);
    await waitFor(() => expect(screen.queryAllByTestId("file-card-skeleton")).toHaveLength(0));
    expect(cards()).toHaveLength(1);
  });

  it("asks for the first 48 files", async () => {
    const { environment } = renderFilesRoute();
    const op = await pendingOperation(environment, "FilesPageQuery");
    expect(op.request.variables).toEqual({ count: 48 });
  });

  it("shows the empty state, and 'Upload Your First File' opens the uploader", async () => {
    await renderFilesPage([]);
    expect(screen.getByText("No files uploaded")).toBeInTheDocument();
    expect(screen.getByText("Upload your first file to get started")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await user().click(screen.getByRole("button", { name: "Upload Your First File" }));
    expect(await screen.findByRole("dialog", { name: "Upload Files" })).toBeInTheDocument();
  });

  it("shows the tenant's storage total against its quota, formatted, with a bar", async () => {
    await renderFilesPage([aFile({ size: 1536 })], { storageUsedBytes: 1.25 * 1024 ** 3 });
    expect(screen.getByTestId("storage-used").textContent).toBe("Storage used: 1.25 GB of 5 GB25%");
    const bar = screen.getByRole("progressbar", { name: "Storage used of the quota" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByTestId("storage-usage-bar")).toHaveAttribute("data-scope", "progress");
  });

  it.each([
    [0, 5 * 1024 ** 3, "0 Bytes of 5 GB", "0%", "0"],
    [5.5 * 1024 ** 2, 5 * 1024 ** 3, "5.5 MB of 5 GB", "<1%", "0.11"],
    [95 * 1024, 100 * 1024, "95 KB of 100 KB", "95%", "95"],
    [120 * 1024, 100 * 1024, "120 KB of 100 KB", "100%", "100"],
  ])("shows %p bytes used of %p as '%s', %s", async (used, quota, text, percent, now) => {
    await renderFilesPage([], { storageUsedBytes: used, storageQuotaBytes: quota });
    expect(screen.getByTestId("storage-used")).toHaveTextContent(`Storage used: ${text}`);
    expect(screen.getByTestId("storage-used-percent")).toHaveTextContent(percent);
    expect(screen.getByRole("progressbar", { name: "Storage used of the quota" })).toHaveAttribute("aria-valuenow", now);
  });

  it("shows one card per file, newest first as the API orders them", async () => {
    await renderFilesPage([aFile({ name: "newest.png" }), aFile({ name: "older.pdf", mimeType: "application/pdf" })]);
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["newest.png", "older.pdf"]);
    expect(screen.getByRole("region", { name: "Files" })).toBeInTheDocument();
  });

  it("cuts the name at 30 characters and the description at 60, keeping the full texts as titles", async () => {
    const name = "a-very-long-file-name-for-the-quarterly-report-2026.pdf";
    const description = "Signed copy of the statement of work for the website redesign, with the annexes";
    await renderFilesPage([aFile({ name, mimeType: "application/pdf", description })]);
    const card = cardOf(name);
    const heading = within(card).getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent(`${name.slice(0, 30)}...`);
    expect(heading).toHaveAttribute("title", name);
    expect(within(card).getByTestId("file-description")).toHaveTextContent(`${description.slice(0, 60)}...`);
  });

  it("leaves names and descriptions up to the limits whole", async () => {
    const name = "x".repeat(26) + ".png";
    await renderFilesPage([aFile({ name, description: "Short note" })]);
    expect(inCard(name).getByRole("heading", { level: 2 })).toHaveTextContent(name);
    expect(inCard(name).getByTestId("file-description")).toHaveTextContent("Short note");
  });

  it("shows the size in 1024 steps, the uppercase subtype (or FILE) and the created date", async () => {
    await renderFilesPage([
      aFile({ name: "small.txt", mimeType: "text/plain", size: 512 }),
      aFile({ name: "logo.png", size: 1536 }),
      aFile({ name: "video.mp4", mimeType: "video/mp4", size: 3 * 1024 * 1024 * 1024 }),
      aFile({ name: "blob", mimeType: "application", size: 0 }),
    ]);
    expect(inCard("small.txt").getByTestId("file-size")).toHaveTextContent("512 Bytes");
    expect(inCard("logo.png").getByTestId("file-size")).toHaveTextContent("1.5 KB");
    expect(inCard("video.mp4").getByTestId("file-size")).toHaveTextContent("3 GB");
    expect(inCard("small.txt").getByTestId("file-type")).toHaveTextContent("PLAIN");
    expect(inCard("logo.png").getByTestId("file-type")).toHaveTextContent("PNG");
    expect(inCard("blob").getByTestId("file-type")).toHaveTextContent("FILE");
    expect(inCard("logo.png").getByTestId("file-created")).toHaveTextContent("Nov 20, 2026");
  });

  it("shows an image's thumbnail, and the type icon when there is none or it fails to load", async () => {
    await renderFilesPage([aFile({ name: "photo.png" }), aFile({ name: "notes.txt", mimeType: "text/plain" })]);
    const thumb = inCard("photo.png").getByTestId("file-thumbnail");
    expect(thumb.tagName).toBe("IMG");
    expect(thumb).toHaveAttribute("src", expect.stringMatching(/^\/api\/files\/[0-9a-f-]+\/thumbnail$/));
    expect(inCard("notes.txt").queryByTestId("file-thumbnail")).not.toBeInTheDocument();
    expect(inCard("notes.txt").getByTestId("file-icon")).toBeInTheDocument();

    fireEvent.error(thumb);
    await waitFor(() => expect(inCard("photo.png").queryByTestId("file-thumbnail")).not.toBeInTheDocument());
    expect(inCard("photo.png").getByTestId("file-icon")).toBeInTheDocument();
  });

  it("has Preview and a Download link to the file's download URL", async () => {
    const file = aFile({ name: "photo.png" });
    await renderFilesPage([file]);
    const download = inCard("photo.png").getByRole("link", { name: "Download photo.png" });
    expect(download).toHaveAttribute("href", file.downloadUrl);
    expect(download).toHaveAttribute("download");
    await user().click(inCard("photo.png").getByRole("button", { name: "Preview photo.png" }));
    expect(await screen.findByRole("dialog", { name: "photo.png" })).toBeInTheDocument();
  });

  it("opens the preview when the card itself is clicked, but not from its Download link", async () => {
    await renderFilesPage([aFile({ name: "photo.png", description: "Hero image" })]);
    fireEvent.click(inCard("photo.png").getByRole("link", { name: "Download photo.png" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user().click(inCard("photo.png").getByText("Hero image"));
    expect(await screen.findByRole("dialog", { name: "photo.png" })).toBeInTheDocument();
  });

  it("has a menu with Preview, Download, Edit Details and Delete, reachable from the keyboard", async () => {
    await renderFilesPage([aFile({ name: "photo.png" })]);
    const trigger = inCard("photo.png").getByRole("button", { name: "More actions for photo.png" });
    trigger.focus();
    await user().keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent?.trim())).toEqual(["Preview", "Download", "Edit Details", "Delete"]);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Preview" })).toHaveAttribute("data-highlighted"));
    await user().keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "photo.png" })).toBeInTheDocument();
  });
});

describe("A link to one file (/files?id=, a search result)", () => {
  it("opens the file's preview, even when it is not on the first page, and leaves the address as /files", async () => {
    const file = aFile({ name: "brief.png" });
    const { environment, router } = await renderFilesPage([aFile({ name: "other.png" })], { path: `/files?id=${encodeURIComponent(file.id)}` });
    await resolveOperation(environment, "FilesPageLinkQuery", { Node: () => ({ __typename: "File" }), File: () => ({ ...file }) });
    expect(await screen.findByRole("dialog", { name: "brief.png" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when the linked file is gone", async () => {
    const { environment, router } = await renderFilesPage([aFile({ name: "other.png" })], { path: "/files?id=RmlsZTo5OTk=" });
    const op = await pendingOperation(environment, "FilesPageLinkQuery");
    await act(async () => environment.mock.resolve(op, { data: { node: null } }));
    await expectToast("Error", "This file no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("Deleting a file", () => {
  let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    resetToasts();
    confirmSpy = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirmSpy.mockRestore());

  async function chooseDelete(name: string) {
    await user().click(inCard(name).getByRole("button", { name: `More actions for ${name}` }));
    await chooseMenuItem("Delete");
  }

  it("asks first and does nothing when cancelled", async () => {
    confirmSpy.mockReturnValue(false);
    const { environment } = await renderFilesPage([aFile({ name: "keep.png" })]);
    await chooseDelete("keep.png");
    expect(confirmSpy).toHaveBeenCalledWith(expect.stringContaining("keep.png"));
    expect(mutations(environment)).toHaveLength(0);
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("deletes when confirmed: the card leaves, the storage total drops and 'File Deleted' shows", async () => {
    confirmSpy.mockReturnValue(true);
    const gone = aFile({ name: "old-draft.png", size: 1024 * 1024 });
    const { environment } = await renderFilesPage([gone, aFile({ name: "keep.png", size: 1024 * 1024 })]);
    expect(screen.getByTestId("storage-used-value")).toHaveTextContent("2 MB");
    await chooseDelete("old-draft.png");

    await answerDelete(environment, "File", gone.id);
    await expectToast("File Deleted", "old-draft.png has been deleted successfully");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId("storage-used-value")).toHaveTextContent("1 MB");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the card and shows 'Delete Failed' when the request fails", async () => {
    confirmSpy.mockReturnValue(true);
    const { environment } = await renderFilesPage([aFile({ name: "flaky.png" })]);
    await chooseDelete("flaky.png");
    await rejectOperation(environment, "useDeleteFileMutation", new Error("Failed to fetch"));
    await expectToast("Delete Failed", "Failed to delete the file. Please try again.");
    expect(cards()).toHaveLength(1);
  });
});

describe("Edit Details", () => {
  beforeEach(resetToasts);

  const ACME = { id: "Q2xpZW50OmFjbWU=", name: "Acme Studio" };
  const SITE = { id: "UHJvamVjdDpzaXRl", name: "Website redesign", client: { id: ACME.id } };

  /** Opens Edit Details of the file `name` from its menu and answers the form's options with these clients and projects. */
  async function openEditDetails(environment: MockEnvironment, name: string, clients: object[] = [], projects: object[] = []) {
    await user().click(inCard(name).getByRole("button", { name: `More actions for ${name}` }));
    await chooseMenuItem("Edit Details");
    await resolveOperation(environment, "FileFormOptionsQuery", {
      User: () => ({ id: VIEWER_ID }),
      ClientConnection: () => ({ edges: clients.map((node) => ({ node: { __typename: "Client", ...node } })) }),
      ProjectConnection: () => ({ edges: projects.map((node) => ({ node: { __typename: "Project", ...node } })) }),
    });
    return screen.findByRole("dialog", { name: "Edit Details" });
  }

  it("edits the name, description, client and project, sending only what changed", async () => {
    const file = aFile({ name: "brief.pdf", mimeType: "application/pdf", description: "First draft" });
    const { environment } = await renderFilesPage([file]);
    const form = await openEditDetails(environment, "brief.pdf", [ACME], [SITE]);
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveValue("brief.pdf");
    expect(within(form).getByLabelText("Description")).toHaveValue("First draft");

    await user().clear(name);
    await user().click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();

    await user().type(name, "Signed brief.pdf");
    await user().selectOptions(within(form).getByLabelText("Project"), SITE.id);
    expect(within(form).getByLabelText("Client")).toHaveValue(ACME.id);
    await user().click(within(form).getByRole("button", { name: "Save Changes" }));

    const op = await pendingOperation(environment, "useUpdateFileMutation");
    expect(op.request.variables.input).toEqual({ id: file.id, unchangedSince: file.updatedAt, name: "Signed brief.pdf", clientId: ACME.id, projectId: SITE.id });
    await act(async () => {
      environment.mock.resolve(op, {
        data: { updateFile: { __typename: "UpdateFilePayload", file: { ...file, __typename: "File", name: "Signed brief.pdf", client: { __typename: "Client", id: ACME.id }, project: { __typename: "Project", id: SITE.id } } } },
      });
    });
    await expectToast("File updated successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cardOf("Signed brief.pdf")).toBeInTheDocument();
  });

  it("shows the server's message on its field when the update is refused", async () => {
    const file = aFile({ name: "brief.pdf", mimeType: "application/pdf" });
    const { environment } = await renderFilesPage([file]);
    const form = await openEditDetails(environment, "brief.pdf");
    await user().type(within(form).getByLabelText("Description"), "Draft");
    await user().click(within(form).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateFileMutation");
    await answerValidationError(environment, op, "updateFile", { description: "Must be at most 500 characters" });
    expect(await within(form).findByText("Must be at most 500 characters")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Details" })).toBeInTheDocument();
  });

  it("clears the description and a link with null", async () => {
    const file = aFile({ name: "brief.pdf", mimeType: "application/pdf", description: "Old", client: { id: ACME.id, name: ACME.name } });
    const { environment } = await renderFilesPage([file]);
    const form = await openEditDetails(environment, "brief.pdf", [ACME]);
    expect(within(form).getByLabelText("Client")).toHaveValue(ACME.id);
    await user().clear(within(form).getByLabelText("Description"));
    await user().selectOptions(within(form).getByLabelText("Client"), "none");
    await user().click(within(form).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateFileMutation");
    expect(op.request.variables.input).toEqual({ id: file.id, unchangedSince: file.updatedAt, description: null, clientId: null });
    expect(dialog()).toBeInTheDocument();
  });

  it("sends the version it opened with; a save that met another keeps the dialog open with what was typed and says so", async () => {
    const file = aFile({ name: "brief.pdf", mimeType: "application/pdf" });
    const { environment } = await renderFilesPage([file]);
    await openEditDetails(environment, "brief.pdf");
    // the file changes in the store while the dialog is open (a refresh): the form still edits what it showed
    act(() => environment.commitUpdate((store) => store.get(file.id)?.setValue("2026-11-21T10:00:00.000Z", "updatedAt")));
    await retype(user(), "Name", "Signed brief.pdf");
    await user().click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateFileMutation");
    expect(op.request.variables.input).toEqual({ id: file.id, unchangedSince: file.updatedAt, name: "Signed brief.pdf" });
    const changed = "This file was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateFile", changed);
    await expectConflictInDialog(changed, { Name: "Signed brief.pdf" });
    await expectToast("Error", "Failed to update file");
    expect(screen.getByRole("dialog", { name: "Edit Details" })).toBeInTheDocument();
  });
});
