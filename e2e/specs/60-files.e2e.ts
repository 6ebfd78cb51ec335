import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { formatFileSize } from "../../common/file";
import {
  type E2E,
  answerNextConfirm,
  api,
  card,
  dialog,
  expect,
  expectCount,
  expectEqual,
  expectHidden,
  expectText,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
  withPage,
} from "../lib";

export const name = "files: upload an image and a PDF with progress, the storage used against the quota, one PUT per upload URL, the thumbnail, preview with zoom and rotation, download the same bytes, edit details, delete";

const IMAGE = "hero-banner.png";
const PDF = "statement-of-work.pdf";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const cards = (page: Page) => page.getByTestId("file-card");

/** A real PNG: a brand-coloured gradient with a light grain (so it is a few hundred KB and its upload takes a moment). */
async function makePng(width = 720, height = 450): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 25) - 12;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const t = x / width;
      const u = y / height;
      raw[i] = Math.max(0, Math.min(255, 37 + 80 * t + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, 99 + 60 * u + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, 235 - 60 * t + noise()));
    }
  }
  const label = Buffer.from(
    `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">` +
      `<rect x="60" y="150" width="${width - 120}" height="150" rx="24" fill="white" fill-opacity="0.85"/>` +
      `<text x="${width / 2}" y="245" font-family="sans-serif" font-size="56" font-weight="700" fill="#1e3a8a" text-anchor="middle">Spring launch</text>` +
      `</svg>`,
  );
  return sharp(raw, { raw: { width, height, channels: 3 } }).composite([{ input: label }]).png().toBuffer();
}

/** A minimal valid one-page PDF (catalog, pages, page, content stream, font; a correct cross-reference table). */
function makePdf(): Buffer {
  const text = "BT /F1 24 Tf 72 720 Td (Statement of work) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Downloads through a link or menu item and answers the bytes received. */
async function download(page: Page, trigger: () => Promise<void>): Promise<{ bytes: Buffer; filename: string }> {
  const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 15_000 }), trigger()]);
  const file = await dl.path();
  expect(file, "the download was saved");
  return { bytes: fs.readFileSync(file), filename: dl.suggestedFilename() };
}

/** Opens a card's menu, once the previous one has finished closing (it leaves with an animation). */
async function openMenu(page: Page, fileName: string): Promise<Locator> {
  await expectHidden(page.getByRole("menu"), "the previous menu");
  await card(page, fileName).getByRole("button", { name: `More actions for ${fileName}` }).click();
  const menu = page.getByRole("menu", { name: `More actions for ${fileName}`, exact: true });
  await expectVisible(menu, `the menu of ${fileName}`);
  return menu;
}

/** The preview image's drawn size once it has settled (the dialog's opening and the zoom are animated). */
async function imageBox(page: Page): Promise<{ width: number; height: number }> {
  let last = "";
  for (let i = 0; i < 40; i++) {
    const box = await dialog(page).getByTestId("preview-image").boundingBox();
    expect(box, "the preview image has a box");
    const size = { width: Math.round(box.width), height: Math.round(box.height) };
    if (JSON.stringify(size) === last) return size;
    last = JSON.stringify(size);
    await page.waitForTimeout(100);
  }
  throw new Error(`the preview image kept changing size (${last})`);
}

/** by itself: it samples the upload's progress bar while the bytes go */
export const alone = true;

export async function run(t: E2E): Promise<void> {
  const png = await makePng();
  const pdf = makePdf();

  await withPage(t, "60-files", async (page, context) => {
    await registerUser(page, uniqueEmail("files"));
    // a client to link a file to
    const created = await api(page, "POST", "/api/clients", { name: "Acme Studio", status: "active" });
    expectEqual(created.status, 201, "POST /api/clients");

    await openFromSidebar(page, "Files", "/files", "Files");
    await expectText(page, "Upload and manage your project files");
    await expectText(page, "No files uploaded");
    await expectText(page, "Upload your first file to get started");
    expectEqual(await page.getByTestId("storage-used-value").textContent(), "0 Bytes", "the storage used of a new workspace");
    // the usage line reads against the workspace's quota (5 GB by default), with its bar
    expectEqual(await page.getByTestId("storage-used").textContent(), "Storage used: 0 Bytes of 5 GB0%", "the usage line of a new workspace");
    const usageBar = page.getByRole("progressbar", { name: "Storage used of the quota" });
    await expectVisible(usageBar, "the storage usage bar");
    expectEqual(await usageBar.getAttribute("aria-valuenow"), "0", "the usage bar of a new workspace");

    // the uploader holds the chosen files until the start
    await page.getByRole("button", { name: "Upload Your First File" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Upload Files" }), "the uploader");
    await dialog(page).getByTestId("upload-input").setInputFiles([
      { name: IMAGE, mimeType: "image/png", buffer: png },
      { name: PDF, mimeType: "application/pdf", buffer: pdf },
    ]);
    const items = dialog(page).getByTestId("upload-item");
    await expectCount(items, 2, "files held in the uploader");
    await expectVisible(items.filter({ hasText: IMAGE }).getByText("Ready to upload"), "the image waiting for the start");
    await expectVisible(items.filter({ hasText: formatFileSize(png.length) }), "the image's size in the uploader");

    // progress: the upload is slowed to about 128 KB/s so that the bars move visibly; every value they show is kept
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="upload-item"] [role="progressbar"]')) {
          const v = Number(bar.getAttribute("aria-valuenow"));
          if (Number.isFinite(v)) seen.push(v);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 128 * 1024 });

    await dialog(page).getByRole("button", { name: "Upload 2 files" }).click();
    await page.waitForFunction(
      () => {
        const bar = document.querySelector('[data-testid="upload-item"][data-status="uploading"] [role="progressbar"]');
        const v = Number(bar?.getAttribute("aria-valuenow"));
        return v >= 20 && v <= 90;
      },
      undefined,
      { timeout: 15_000 },
    );
    await screenshot(page, "files-upload");
    await expectToast(page, "File uploaded successfully", "2 files uploaded");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((v) => v > 0 && v < 100), `a progress bar between 0 and 100 % (saw ${JSON.stringify([...new Set(seen)])})`);
    expect(seen.includes(100), "the progress bars reach 100 %");
    await expectHidden(dialog(page), "the uploader once both files are saved");

    // the grid, without a reload: newest first, thumbnail for the image, type icon for the PDF
    await expectCount(cards(page), 2, "file cards");
    await expectVisible(card(page, IMAGE), "the image's card");
    await expectVisible(card(page, PDF), "the PDF's card");
    const image = card(page, IMAGE);
    const thumbnail = image.getByTestId("file-thumbnail");
    await expectVisible(thumbnail, "the image's thumbnail");
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await thumbnail.elementHandle(), { timeout: 10_000 });
    expect(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/.test((await thumbnail.getAttribute("src")) ?? ""), "the thumbnail's URL");
    expectEqual(await image.getByTestId("file-size").textContent(), formatFileSize(png.length), "the image's size badge");
    expectEqual(await image.getByTestId("file-type").textContent(), "PNG", "the image's type badge");
    const pdfCard = card(page, PDF);
    await expectVisible(pdfCard.getByTestId("file-icon"), "the PDF's type icon");
    expectEqual(await pdfCard.getByTestId("file-type").textContent(), "PDF", "the PDF's type badge");
    expectEqual(await pdfCard.getByTestId("file-name").textContent(), PDF, "a name under 30 characters, whole");
    expectEqual(await page.getByTestId("storage-used-value").textContent(), formatFileSize(png.length + pdf.length), "the storage used");
    expectEqual(
      await page.getByTestId("storage-used").textContent(),
      `Storage used: ${formatFileSize(png.length + pdf.length)} of 5 GB<1%`,
      "the usage line after two uploads",
    );
    expect(Number(await usageBar.getAttribute("aria-valuenow")) < 1, "the usage bar after two uploads is under 1 %");
    // 1 to 4 columns, and a card's buttons always fit in it
    const columns = () => page.getByTestId("file-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    const overflowing = () =>
      page.evaluate(() => [...document.querySelectorAll('[data-testid="file-card"]')].filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    expectEqual(await columns(), 3, "grid columns at 1440 px");
    for (const [width, expected] of [[1920, 4], [390, 1], [1440, 3]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      expectEqual(await columns(), expected, `grid columns at ${width} px`);
      expectEqual(await overflowing(), 0, `cards whose content is wider than the card at ${width} px`);
      if (width === 390) await screenshot(page, "files-grid-mobile");
    }
    await page.mouse.move(0, 0);
    await screenshot(page, "files-grid");
    // the heading with the usage line and its bar
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "files-page");

    // an upload URL takes one PUT: sent again it answers 409 with the reason
    const replay = await page.evaluate(async () => {
      const ask = await fetch("/api/objects/upload", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" },
        body: JSON.stringify({ filename: "once.txt", type: "text/plain", metadata: { size: 4 } }) });
      const { uploadURL } = (await ask.json()) as { uploadURL: string };
      // (no helper function here: the page runs this code as it is written)
      const init: RequestInit = { method: "PUT", credentials: "same-origin", headers: { "content-type": "text/plain" }, body: "once" };
      const first = await fetch(uploadURL, init);
      const second = await fetch(uploadURL, init);
      return { first: first.status, second: second.status, message: ((await second.json()) as { message: string }).message };
    });
    expectEqual(replay, { first: 204, second: 409, message: "This upload URL has already been used" }, "a second PUT to one upload URL");

    // the upload's toast is dismissed so that it does not cover the preview's buttons
    await page.getByTestId("toast").locator('[data-part="close-trigger"]').click();
    await expectHidden(page.getByTestId("toast"), "the dismissed toast");

    // preview of the image: a click on the card; zoom x1.25 twice, rotate 90 degrees, reset
    await image.getByTestId("file-thumbnail").click();
    await expectVisible(dialog(page).getByRole("heading", { name: IMAGE }), "the image's preview");
    const preview = dialog(page).getByTestId("preview-image");
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await preview.elementHandle(), { timeout: 10_000 });
    expectEqual(await dialog(page).getByTestId("info-original-name").textContent(), IMAGE, "Original Name");
    expectEqual(await dialog(page).getByTestId("info-file-size").textContent(), formatFileSize(png.length), "File Size");
    expectEqual(await dialog(page).getByTestId("info-type").textContent(), "image/png", "Type");
    const before = await imageBox(page);
    await dialog(page).getByRole("button", { name: "Zoom in" }).click();
    await dialog(page).getByRole("button", { name: "Zoom in" }).click();
    expectEqual(await dialog(page).getByTestId("zoom-level").textContent(), "156%", "the zoom after two steps in");
    const zoomed = await imageBox(page);
    expect(Math.abs(zoomed.width / before.width - 1.5625) < 0.03, `the image drawn 1.5625 times wider (${before.width} -> ${zoomed.width})`);
    await dialog(page).getByRole("button", { name: "Rotate 90 degrees" }).click();
    const rotated = await imageBox(page);
    // turned a quarter: its drawn shape is the zoomed one's on its side (fitted again to the stage)
    expect(
      Math.abs(rotated.width / rotated.height - zoomed.height / zoomed.width) < 0.02,
      `the image turned a quarter (${JSON.stringify(zoomed)} -> ${JSON.stringify(rotated)})`,
    );
    // the stage scrolls over an image zoomed past it
    const scrollable = await dialog(page).getByTestId("image-stage").evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrollable, "the stage scrolls over the zoomed image");
    await screenshot(page, "files-preview");
    await dialog(page).getByRole("button", { name: "Reset" }).click();
    expectEqual(await imageBox(page), before, "the image after Reset");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the preview after Escape");

    // preview of the PDF: the external viewer
    await pdfCard.getByRole("button", { name: `Preview ${PDF}` }).click();
    await expectVisible(dialog(page).getByText("PDF files require external viewer", { exact: true }), "the PDF note");
    const pdfHref = await dialog(page).getByRole("link", { name: "Open in New Tab" }).getAttribute("href");
    expect(/^\/api\/files\/[0-9a-f-]{36}\/preview$/.test(pdfHref ?? ""), `Open in New Tab's URL (${pdfHref})`);
    const inline = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: "same-origin" });
      return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition") };
    }, pdfHref as string);
    expectEqual([inline.status, inline.type, inline.disposition?.split(";")[0]], [200, "application/pdf", "inline"], "the PDF's preview answer");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the PDF preview after Escape");

    // downloads give back the exact bytes
    const gotImage = await download(page, () => image.getByRole("link", { name: `Download ${IMAGE}` }).click());
    expectEqual(sha256(gotImage.bytes), sha256(png), "the downloaded image's sha256");
    expectEqual(gotImage.filename, IMAGE, "the downloaded image's name");
    const gotPdf = await download(page, async () => (await openMenu(page, PDF)).getByRole("menuitem", { name: "Download" }).click());
    expectEqual(sha256(gotPdf.bytes), sha256(pdf), "the downloaded PDF's sha256");

    // the limits: a sixth file is refused with a message; files are removed before the start; a text file is shown as text
    await page.getByRole("button", { name: "Upload Files" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Upload Files" }), "the uploader again");
    const NOTE = "<b>Kick-off</b> notes: & <script>alert(1)</script>";
    await dialog(page).getByTestId("upload-input").setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from(NOTE) },
      ...Array.from({ length: 5 }, (_, i) => ({ name: `extra-${i + 1}.txt`, mimeType: "text/plain", buffer: Buffer.from(`extra ${i + 1}`) })),
    ]);
    await expectCount(items, 5, "files held after choosing six");
    await expectVisible(dialog(page).getByText("You can upload at most 5 files at a time. Not added: extra-5.txt.", { exact: true }), "the five-file limit message");
    for (let i = 1; i <= 4; i++) await dialog(page).getByRole("button", { name: `Remove extra-${i}.txt` }).click();
    await expectCount(items, 1, "files held after removing four");
    await dialog(page).getByRole("button", { name: "Upload 1 file" }).click();
    await expectToast(page, "File uploaded successfully");
    await expectHidden(dialog(page), "the uploader after the text file");
    await card(page, "notes.txt").getByRole("button", { name: "Preview notes.txt" }).click();
    await expectVisible(dialog(page).getByText("Text file preview", { exact: true }), "the text file note");
    await dialog(page).getByRole("button", { name: "View Content" }).click();
    const content = dialog(page).getByTestId("text-content");
    await expectVisible(content, "the text content");
    expectEqual(await content.textContent(), NOTE, "the text file's content, as text");
    expectEqual(await content.locator("b, script").count(), 0, "elements made from the text file");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the text preview after Escape");

    // Edit Details: name, description and client
    await (await openMenu(page, IMAGE)).getByRole("menuitem", { name: "Edit Details" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Edit Details" }), "the Edit Details dialog");
    const nameField = dialog(page).getByLabel(/^Name/);
    expectEqual(await nameField.inputValue(), IMAGE, "the prefilled name");
    await nameField.fill("Spring launch hero banner for the landing page.png");
    await dialog(page).getByLabel("Description").fill("Final artwork approved by the client on Monday, exported at full resolution");
    await dialog(page).getByLabel("Client").selectOption({ label: "Acme Studio" });
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "File updated successfully");
    await expectHidden(dialog(page), "the Edit Details dialog after saving");
    const renamedName = "Spring launch hero banner for the landing page.png";
    const renamed = card(page, renamedName);
    await expectVisible(renamed, "the renamed card");
    expectEqual(await renamed.getByTestId("file-name").textContent(), `${renamedName.slice(0, 30)}...`, "the name cut at 30");
    expectEqual(
      await renamed.getByTestId("file-description").textContent(),
      `${"Final artwork approved by the client on Monday, exported at full resolution".slice(0, 60)}...`,
      "the description cut at 60",
    );

    // delete, behind the browser's confirm
    const fileId = /\/api\/files\/([0-9a-f-]{36})\//.exec((await renamed.getByRole("link", { name: /^Download / }).getAttribute("href")) ?? "")?.[1];
    expect(fileId, "the file's id from its download link");
    const confirm = answerNextConfirm(page, false);
    await (await openMenu(page, renamedName)).getByRole("menuitem", { name: "Delete" }).click();
    await page.waitForTimeout(300);
    const asked = await confirm;
    expect(asked.includes(renamedName), `the confirm names the file ('${asked}')`);
    await expectCount(cards(page), 3, "cards after cancelling the delete");

    void answerNextConfirm(page, true);
    await (await openMenu(page, renamedName)).getByRole("menuitem", { name: "Delete" }).click();
    await expectToast(page, "File Deleted", `${renamedName} has been deleted successfully`);
    await expectHidden(renamed, "the deleted file's card");
    await expectCount(cards(page), 2, "file cards after the delete");
    expectEqual(await page.getByTestId("storage-used-value").textContent(), formatFileSize(pdf.length + Buffer.byteLength(NOTE)), "the storage used after the delete");
    const gone = await page.evaluate(async (id) => (await fetch(`/api/files/${id}/download`, { credentials: "same-origin" })).status, fileId as string);
    expectEqual(gone, 404, "the deleted file's download");

    // and the grid is the same after a reload
    await page.reload();
    await expectVisible(card(page, PDF), "the PDF's card after a reload");
    await expectCount(cards(page), 2, "file cards after a reload");
  });
}
