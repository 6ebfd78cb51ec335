import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { nextZoom } from "../FilePreviewDialog";
import { aFile, inCard, renderFilesPage, user, type FileFixture } from "./fileTestUtils";

async function openPreview(file: FileFixture) {
  await renderFilesPage([file]);
  await user().click(inCard(file.name).getByRole("button", { name: `Preview ${file.name}` }));
  return screen.findByRole("dialog", { name: file.name });
}

describe("nextZoom", () => {
  it("zooms in by 1.25 up to 5 and out by 0.8 down to 0.1", () => {
    expect(nextZoom(1, "in")).toBe(1.25);
    expect(nextZoom(1, "out")).toBe(0.8);
    expect(nextZoom(4.5, "in")).toBe(5);
    expect(nextZoom(0.11, "out")).toBe(0.1);
  });
});

describe("Image preview", () => {
  it("zooms in x1.25 up to 500%, out x0.8 down to 10%, rotates by 90 degrees and resets", async () => {
    const file = aFile({ name: "photo.png" });
    const dialog = await openPreview(file);
    const image = within(dialog).getByRole("img", { name: "photo.png" });
    expect(image).toHaveAttribute("src", file.previewUrl);
    const zoom = within(dialog).getByTestId("zoom-level");
    const zoomIn = within(dialog).getByRole("button", { name: "Zoom in" });
    const zoomOut = within(dialog).getByRole("button", { name: "Zoom out" });
    const reset = within(dialog).getByRole("button", { name: "Reset" });
    expect(zoom).toHaveTextContent("100%");
    expect(reset).toBeDisabled();

    await user().click(zoomIn);
    expect(zoom).toHaveTextContent("125%");
    expect(image).toHaveAttribute("data-zoom", "1.25");
    for (let i = 0; i < 10 && !zoomIn.hasAttribute("disabled"); i++) await user().click(zoomIn);
    expect(zoom).toHaveTextContent("500%");
    expect(zoomIn).toBeDisabled();

    for (let i = 0; i < 30 && !zoomOut.hasAttribute("disabled"); i++) await user().click(zoomOut);
    expect(zoom).toHaveTextContent("10%");
    expect(image).toHaveAttribute("data-zoom", "0.1");
    expect(zoomOut).toBeDisabled();

    const rotate = within(dialog).getByRole("button", { name: "Rotate 90 degrees" });
    await user().click(rotate);
    expect(image).toHaveAttribute("data-rotation", "90");
    await user().click(rotate);
    await user().click(rotate);
    await user().click(rotate);
    expect(image).toHaveAttribute("data-rotation", "0");
    await user().click(rotate);

    await user().click(reset);
    expect(zoom).toHaveTextContent("100%");
    expect(image).toHaveAttribute("data-rotation", "0");
    expect(reset).toBeDisabled();
  });

  it("says 'Failed to load image' when the image does not load, and tries again", async () => {
    const dialog = await openPreview(aFile({ name: "broken.png" }));
    fireEvent.error(within(dialog).getByRole("img", { name: "broken.png" }));
    expect(await within(dialog).findByText("Failed to load image")).toBeInTheDocument();
    await user().click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(within(dialog).getByRole("img", { name: "broken.png" })).toBeInTheDocument();
  });

  it("shows the information panel", async () => {
    const dialog = await openPreview(
      aFile({ name: "Logo final", originalName: "logo-v3.png", size: 1536, mimeType: "image/png", description: "The <b>approved</b> logo" }),
    );
    const info = within(within(dialog).getByTestId("file-information"));
    expect(info.getByTestId("info-original-name")).toHaveTextContent("logo-v3.png");
    expect(info.getByTestId("info-file-size")).toHaveTextContent("1.5 KB");
    expect(info.getByTestId("info-type")).toHaveTextContent("image/png");
    expect(info.getByTestId("info-created")).toHaveTextContent("Nov 20, 2026");
    expect(info.getByTestId("info-description")).toHaveTextContent("The <b>approved</b> logo");
    expect(within(dialog).queryByText("approved", { selector: "b" })).not.toBeInTheDocument();
  });

  it("leaves the description out of the panel when there is none", async () => {
    const dialog = await openPreview(aFile({ name: "plain.png", description: null }));
    expect(within(dialog).queryByText("Description")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Original Name")).toBeInTheDocument();
  });
});

describe("Video and audio preview", () => {
  it.each([
    ["video/mp4", "clip.mp4", "preview-video"],
    ["audio/mpeg", "song.mp3", "preview-audio"],
  ])("plays %s in the native player, and offers Try Again when it fails to load", async (mimeType, name, testId) => {
    const file = aFile({ name, mimeType });
    const dialog = await openPreview(file);
    const player = within(dialog).getByTestId(testId);
    expect(player).toHaveAttribute("src", file.previewUrl);
    expect(player).toHaveAttribute("controls");
    fireEvent.error(player);
    expect(await within(dialog).findByText("Failed to load file preview")).toBeInTheDocument();
    await user().click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(within(dialog).getByTestId(testId)).toBeInTheDocument();
  });
});

describe("PDF preview", () => {
  it("says 'PDF files require external viewer' with Open in New Tab and Download", async () => {
    const file = aFile({ name: "contract.pdf", mimeType: "application/pdf" });
    const dialog = await openPreview(file);
    expect(within(dialog).getByText("PDF files require external viewer")).toBeInTheDocument();
    const open = within(dialog).getByRole("link", { name: "Open in New Tab" });
    expect(open).toHaveAttribute("href", file.previewUrl);
    expect(open).toHaveAttribute("target", "_blank");
    expect(open).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(dialog).getByRole("link", { name: "Download" })).toHaveAttribute("href", file.downloadUrl);
  });
});

describe("Text preview", () => {
  let fetchSpy: jest.SpyInstance;
  afterEach(() => fetchSpy?.mockRestore());

  it("says 'Text file preview'; View Content shows the file as text, never as HTML", async () => {
    fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response('<img src=x onerror="alert(1)"> {"a": 1}', { status: 200 }));
    const file = aFile({ name: "notes.json", mimeType: "application/json" });
    const dialog = await openPreview(file);
    expect(within(dialog).getByText("Text file preview")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Download" })).toHaveAttribute("href", file.downloadUrl);
    await user().click(within(dialog).getByRole("button", { name: "View Content" }));
    const content = await within(dialog).findByTestId("text-content");
    expect(fetchSpy).toHaveBeenCalledWith(file.previewUrl, expect.objectContaining({ credentials: "same-origin" }));
    expect(content).toHaveTextContent('<img src=x onerror="alert(1)"> {"a": 1}');
    expect(content.querySelector("img")).toBeNull();
  });

  it("says 'Failed to load file preview' when the content does not load, and Try Again loads it", async () => {
    fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("gone", { status: 500 })).mockResolvedValueOnce(new Response("hello", { status: 200 }));
    const dialog = await openPreview(aFile({ name: "readme.txt", mimeType: "text/plain" }));
    await user().click(within(dialog).getByRole("button", { name: "View Content" }));
    expect(await within(dialog).findByText("Failed to load file preview")).toBeInTheDocument();
    await user().click(within(dialog).getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(within(dialog).getByTestId("text-content")).toHaveTextContent("hello"));
  });

  it("shows at most the first 256 KB of a long file", async () => {
    fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response("a".repeat(300 * 1024), { status: 200 }));
    const dialog = await openPreview(aFile({ name: "big.log", mimeType: "text/plain" }));
    await user().click(within(dialog).getByRole("button", { name: "View Content" }));
    const content = await within(dialog).findByTestId("text-content");
    expect(content.textContent).toHaveLength(256 * 1024);
    expect(within(dialog).getByText(/Showing the first 256 KB/)).toBeInTheDocument();
  });
});

describe("Other types", () => {
  it("says 'Preview not available for this file type' with Download File", async () => {
    const file = aFile({ name: "archive.zip", mimeType: "application/zip" });
    const dialog = await openPreview(file);
    expect(within(dialog).getByText("Preview not available for this file type")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Download File" })).toHaveAttribute("href", file.downloadUrl);
  });
});

describe("Closing the preview", () => {
  it("starts the next opening afresh (100 %, no rotation) and leaves no player behind", async () => {
    const dialog = await openPreview(aFile({ name: "photo.png" }));
    await user().click(within(dialog).getByRole("button", { name: "Zoom in" }));
    await user().click(within(dialog).getAllByRole("button", { name: "Close" })[0]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByTestId("preview-image")).not.toBeInTheDocument();
    await user().click(inCard("photo.png").getByRole("button", { name: "Preview photo.png" }));
    const again = await screen.findByRole("dialog", { name: "photo.png" });
    expect(within(again).getByTestId("zoom-level")).toHaveTextContent("100%");
  });
});
