import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  aFile,
  cards,
  expectToast,
  renderFilesPage,
  resetToasts,
  resolveUploadedFile,
  user,
} from "./fileTestUtils";
import { QuickUploadDialog } from "../UploadDialog";
import { renderWithProviders } from "../../../../test/render";

/**
 * The browser's XMLHttpRequest as the uploader uses it (jsdom sends nothing anywhere): each request waits for the
 * test to report progress and answer.
 */
class FakeXHR {
  static sent: FakeXHR[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXHR.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, responseText = "") {
    this.status = status;
    this.responseText = responseText;
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let calls: Call[];
let answers: { upload: (n: number) => Response; save: (n: number) => Response };
let fetchSpy: jest.SpyInstance;
const realXHR = window.XMLHttpRequest;

beforeEach(() => {
  resetToasts();
  calls = [];
  FakeXHR.sent = [];
  let uploads = 0;
  answers = {
    upload: (n) => json(200, { uploadURL: `/api/objects/token-${n}` }),
    save: (n) => json(201, { id: `uuid-${n}`, nodeId: `RmlsZTpuZXc${n}`, name: "x", size: 1 }),
  };
  let saves = 0;
  fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      method: init?.method ?? "GET",
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
      credentials: init?.credentials,
    });
    if (url === "/api/objects/upload") return answers.upload(++uploads);
    if (url === "/api/files") return answers.save(++saves);
    return json(404, { message: "Not found" });
  });
  window.XMLHttpRequest = FakeXHR as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  fetchSpy.mockRestore();
  window.XMLHttpRequest = realXHR;
});

function aLocalFile(name: string, content = "hello world", type = "text/plain"): File {
  return new File([content], name, { type });
}

/** A file that claims `size` bytes without holding them. */
function aFileOfSize(name: string, size: number): File {
  const file = aLocalFile(name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function openUploader(files = [aFile({ name: "existing.png" })]) {
  const page = await renderFilesPage(files);
  await user().click(screen.getByRole("button", { name: "Upload Files" }));
  const dialog = await screen.findByRole("dialog", { name: "Upload Files" });
  return { ...page, dialog };
}

function choose(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByTestId("upload-input"), { target: { files } });
}

const items = (dialog: HTMLElement) => within(dialog).queryAllByTestId("upload-item");
const itemOf = (dialog: HTMLElement, name: string) => {
  const item = items(dialog).find((el) => el.textContent?.includes(name));
  if (!item) throw new Error(`no upload item ${name}`);
  return within(item);
};
const statusOf = (dialog: HTMLElement, name: string) => itemOf(dialog, name).getByTestId("upload-item-status");

/** The toast with this title, its description's lines as written. */
async function expectToastLines(title: string, lines: string[]) {
  const toast = await expectToast(title);
  expect(toast.querySelector('[data-part="description"]')?.textContent?.split("\n")).toEqual(lines);
}

describe("Upload dialog: choosing files", () => {
  it("holds the chosen files until the upload is started", async () => {
    const { dialog } = await openUploader();
    expect(within(dialog).getByText("Drag and drop files here")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    choose(dialog, [aLocalFile("notes.txt"), aLocalFile("todo.txt")]);
    expect(items(dialog)).toHaveLength(2);
    expect(statusOf(dialog, "notes.txt")).toHaveTextContent("Ready to upload");
    expect(within(dialog).getByRole("button", { name: "Upload 2 files" })).toBeEnabled();
    expect(calls).toHaveLength(0);
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it("takes dropped files like chosen ones", async () => {
    const { dialog } = await openUploader();
    const zone = within(dialog).getByTestId("upload-dropzone");
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute("data-dragging", "true");
    fireEvent.drop(zone, { dataTransfer: { files: [aLocalFile("dropped.txt")] } });
    expect(zone).not.toHaveAttribute("data-dragging");
    expect(items(dialog)).toHaveLength(1);
    expect(itemOf(dialog, "dropped.txt").getByText("dropped.txt")).toBeInTheDocument();
  });

  it("refuses a sixth file with a message, and keeps refusing once five are held", async () => {
    const { dialog } = await openUploader();
    choose(dialog, Array.from({ length: 6 }, (_, i) => aLocalFile(`file-${i + 1}.txt`)));
    expect(items(dialog)).toHaveLength(5);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("You can upload at most 5 files at a time. Not added: file-6.txt.");
    expect(within(dialog).getByRole("button", { name: "Browse files" })).toBeDisabled();
    fireEvent.drop(within(dialog).getByTestId("upload-dropzone"), { dataTransfer: { files: [aLocalFile("late.txt")] } });
    expect(items(dialog)).toHaveLength(5);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Not added: late.txt.");
  });

  it("refuses a file over 50 MB (52428800 bytes) and takes one of exactly 50 MB", async () => {
    const { dialog } = await openUploader();
    choose(dialog, [aFileOfSize("huge.mov", 52_428_801), aFileOfSize("limit.bin", 52_428_800)]);
    expect(items(dialog)).toHaveLength(1);
    expect(itemOf(dialog, "limit.bin").getByText("50 MB")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("File is too large. The limit is 50 MB. Not added: huge.mov.");
  });

  it("removes a file before the start", async () => {
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("keep.txt"), aLocalFile("drop.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Remove drop.txt" }));
    expect(items(dialog)).toHaveLength(1);
    expect(within(dialog).getByRole("button", { name: "Upload 1 file" })).toBeEnabled();
  });
});

describe("Upload dialog: uploading", () => {
  it("asks for an upload URL, sends the bytes with progress, saves the record and shows the new card at once", async () => {
    const { dialog, environment } = await openUploader([aFile({ name: "existing.png", size: 1000 })]);
    const file = aLocalFile("report.txt", "quarterly figures");
    choose(dialog, [file]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));

    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/objects/upload",
      body: { filename: "report.txt", type: "text/plain", metadata: { size: file.size } },
      credentials: "same-origin",
    });
    expect(calls[0].headers["Content-Type"]).toBe("application/json");
    const xhr = FakeXHR.sent[0];
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe("/api/objects/token-1");
    expect(xhr.headers["Content-Type"]).toBe("text/plain");
    expect(xhr.body).toBe(file);
    expect(within(dialog).getByRole("button", { name: "Uploading..." })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Remove report.txt" })).not.toBeInTheDocument();

    xhr.progress(5, 10);
    expect(statusOf(dialog, "report.txt")).toHaveTextContent("50%");
    expect(itemOf(dialog, "report.txt").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

    await xhr.respond(200);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      method: "PUT",
      url: "/api/files",
      body: { fileURL: "/api/objects/token-1", name: "report.txt", originalName: "report.txt", size: file.size, mimeType: "text/plain" },
      credentials: "same-origin",
    });

    const saved = aFile({ id: "RmlsZTpuZXc1", name: "report.txt", mimeType: "text/plain", size: file.size });
    const op = await resolveUploadedFile(environment, saved, 3 * 1024);
    expect(op.request.variables).toEqual({ id: "RmlsZTpuZXc1" });
    await expectToast("File uploaded successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["report.txt", "existing.png"]);
    expect(screen.getByTestId("storage-used-value")).toHaveTextContent("3 KB");
  });

  it("uploads several files side by side and says how many made it", async () => {
    const { dialog, environment } = await openUploader();
    choose(dialog, [aLocalFile("a.txt"), aLocalFile("b.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 2 files" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    await FakeXHR.sent[0].respond(200);
    await resolveUploadedFile(environment, aFile({ name: "a.txt", mimeType: "text/plain" }), 2048);
    await FakeXHR.sent[1].respond(500);
    await waitFor(() => expect(statusOf(dialog, "b.txt")).toHaveTextContent("Non 2xx"));
    await expectToast("File uploaded successfully", "1 of 2 files uploaded");
    expect(screen.getByRole("dialog", { name: "Upload Files" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Retry 1 file" })).toBeEnabled();
  });

  it.each([
    ["a 403 (expired or altered URL)", (xhr: FakeXHR) => xhr.respond(403), "Request has expired"],
    ["another status", (xhr: FakeXHR) => xhr.respond(413), "Non 2xx"],
    ["a network failure", (xhr: FakeXHR) => xhr.fail(), "Unknown error"],
  ])("shows the upload error of %s next to the file, which can be retried", async (_, answer, message) => {
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await answer(FakeXHR.sent[0]);
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent(message));
    expect(itemOf(dialog, "notes.txt").getByRole("alert")).toHaveTextContent(message);
    expect(calls.filter((c) => c.url === "/api/files")).toHaveLength(0);

    await user().click(within(dialog).getByRole("button", { name: "Retry 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    expect(calls.filter((c) => c.url === "/api/objects/upload")).toHaveLength(2);
  });

  it("says 'Cannot upload to an undefined URL' when no upload URL comes back", async () => {
    answers.upload = () => json(200, {});
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent("Cannot upload to an undefined URL"));
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the upload request", async () => {
    answers.upload = () => json(400, { message: "File is too large. The limit is 50 MB." });
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent("File is too large. The limit is 50 MB."));
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it("says 'Failed to save file' when the record is not saved, with the server's reason on a second line", async () => {
    answers.save = () => json(400, { message: "This upload has already been saved" });
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await FakeXHR.sent[0].respond(204);
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent("Failed to save file"));
    expect(itemOf(dialog, "notes.txt").getByTestId("upload-item-reason")).toHaveTextContent("This upload has already been saved");
    await expectToastLines("Error", ["Failed to save file", "This upload has already been saved"]);
    expect(cards()).toHaveLength(1);
  });

  it("says 'Failed to save file' without a second line when the server gives no reason", async () => {
    answers.save = () => new Response("bad gateway", { status: 502 });
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await FakeXHR.sent[0].respond(204);
    await expectToastLines("Error", ["Failed to save file"]);
    expect(itemOf(dialog, "notes.txt").queryByTestId("upload-item-reason")).not.toBeInTheDocument();
  });

  it("shows the storage quota refusing the saved size in the toast and next to the file", async () => {
    const reason = "Storage quota reached: 4.99 GB of 5 GB used. Delete files to make room for this one.";
    answers.save = () => json(413, { message: reason });
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await FakeXHR.sent[0].respond(204);
    await expectToastLines("Error", ["Failed to save file", reason]);
    expect(statusOf(dialog, "notes.txt")).toHaveTextContent("Failed to save file");
    expect(itemOf(dialog, "notes.txt").getByTestId("upload-item-reason")).toHaveTextContent(reason);
  });

  it.each([
    ["the storage quota (413)", 413, "Storage quota reached: 5 GB of 5 GB used. Delete files to make room for this one."],
    ["the uploads per hour (429)", 429, "Upload quota reached: 200 uploads per hour. Try again in 12 min."],
  ])("shows %s refusing the upload request next to the file and in the toast", async (_, status, reason) => {
    answers.upload = () => json(status, { message: reason });
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent(reason));
    // the reason is the row's message: not repeated under it
    expect(itemOf(dialog, "notes.txt").queryByTestId("upload-item-reason")).not.toBeInTheDocument();
    await expectToastLines("Error", ["Failed to save file", reason]);
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it("shows the upload route's reason under 'Non 2xx' (a URL already used)", async () => {
    const { dialog } = await openUploader();
    choose(dialog, [aLocalFile("notes.txt")]);
    await user().click(within(dialog).getByRole("button", { name: "Upload 1 file" }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await FakeXHR.sent[0].respond(409, JSON.stringify({ message: "This upload URL has already been used" }));
    await waitFor(() => expect(statusOf(dialog, "notes.txt")).toHaveTextContent("Non 2xx"));
    expect(itemOf(dialog, "notes.txt").getByTestId("upload-item-reason")).toHaveTextContent("This upload URL has already been used");
    expect(calls.filter((c) => c.url === "/api/files")).toHaveLength(0);
  });
});

describe("Upload file from the command palette (QuickUploadDialog)", () => {
  it("opens the file picker with the dialog and uploads what is chosen at once, with its progress and the toast", async () => {
    const picked = jest.spyOn(HTMLInputElement.prototype, "click").mockImplementation(function (this: HTMLInputElement) {
      expect(this.type).toBe("file");
    });
    const onOpenChange = jest.fn();
    renderWithProviders(<QuickUploadDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog", { name: "Upload Files" });
    await waitFor(() => expect(picked).toHaveBeenCalledTimes(1));
    picked.mockRestore();

    const file = aLocalFile("brief.txt", "the brief");
    choose(dialog, [file]);
    // no second click: the upload starts with the choice
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/objects/upload", body: { filename: "brief.txt" } });
    const xhr = FakeXHR.sent[0];
    xhr.progress(3, 4);
    expect(itemOf(dialog, "brief.txt").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
    await xhr.respond(200);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: "PUT", url: "/api/files", body: { name: "brief.txt", size: file.size } });
    await expectToast("File uploaded successfully");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("holds files chosen later in the same dialog until 'Upload' (only the picker's first choice starts at once)", async () => {
    const picked = jest.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
    renderWithProviders(<QuickUploadDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Upload Files" });
    await waitFor(() => expect(picked).toHaveBeenCalled());
    picked.mockRestore();
    choose(dialog, [aLocalFile("first.txt")]);
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    await FakeXHR.sent[0].fail();
    await waitFor(() => expect(statusOf(dialog, "first.txt")).not.toHaveTextContent("Uploading"));
    choose(dialog, [aLocalFile("second.txt")]);
    expect(items(dialog)).toHaveLength(2);
    expect(FakeXHR.sent).toHaveLength(1);
  });
});
