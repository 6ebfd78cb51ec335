import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator, createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { pageConnection } from "../../../../test/connections";
import { pendingOperation, resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as FilesPage, load } from "../FilesPage";

export * from "../../../../test/relay";

/** A file as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface FileFixture {
  id: string;
  name: string;
  originalName: string;
  size: number;
  mimeType: string;
  description: string | null;
  createdAt: string;
  previewUrl: string;
  downloadUrl: string;
  thumbnailUrl: string | null;
  client: { id: string; name: string } | null;
  project: { id: string; name: string } | null;
  /** the version Edit Details sends back (unchangedSince) */
  updatedAt: string;
}

let seq = 0;

export function aFile(overrides: Partial<FileFixture> = {}): FileFixture {
  seq += 1;
  const uuid = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
  const mimeType = overrides.mimeType ?? "image/png";
  return {
    id: `RmlsZTo${seq}`,
    name: `photo-${seq}.png`,
    originalName: `photo-${seq}.png`,
    size: 2048,
    mimeType,
    description: null,
    createdAt: "2026-11-20T12:00:00.000Z",
    previewUrl: `/api/files/${uuid}/preview`,
    downloadUrl: `/api/files/${uuid}/download`,
    thumbnailUrl: mimeType.startsWith("image/") ? `/api/files/${uuid}/thumbnail` : null,
    client: null,
    project: null,
    updatedAt: `2026-11-20T12:00:00.${String(seq % 1000).padStart(3, "0")}Z`,
    ...overrides,
  };
}

export function connectionResolvers(
  files: FileFixture[],
  { hasNextPage = false, totalCount = files.length, storageUsedBytes = files.reduce((sum, f) => sum + f.size, 0), storageQuotaBytes = 5 * 1024 ** 3 } = {},
): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID, timeZone: "UTC", storageUsedBytes, storageQuotaBytes }),
    FileConnection: () => pageConnection(files, (node) => ({ __typename: "File", ...node }), { hasNextPage, totalCount }),
  };
}

type ListOptions = { hasNextPage?: boolean; totalCount?: number; storageUsedBytes?: number; storageQuotaBytes?: number; path?: string };

/** Renders /files with its loader; the query stays pending (skeletons) until `resolveFiles` answers it. */
export function renderFilesRoute(environment: MockEnvironment = createMockEnvironment(), path = "/files") {
  return renderPageRoute("/files", { load, Component: FilesPage }, environment, path);
}

export async function resolveFiles(environment: MockEnvironment, files: FileFixture[], options?: ListOptions) {
  await resolveOperation(environment, "FilesPageQuery", connectionResolvers(files, options));
}

/** /files with these files loaded. */
export async function renderFilesPage(files: FileFixture[], options?: ListOptions) {
  const result = renderFilesRoute(createMockEnvironment(), options?.path);
  await resolveFiles(result.environment, files, options);
  await screen.findByRole("heading", { level: 1, name: "Files" });
  return result;
}

export const cards = () => screen.queryAllByTestId("file-card");

/** A file's card by its (full) name: the card is labelled by its heading, whose title holds the full name. */
export function cardOf(name: string): HTMLElement {
  const card = cards().find((c) => c.querySelector("h2")?.getAttribute("title") === name);
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

export const inCard = (name: string) => within(cardOf(name));

/** Answers the pending node query of a just-saved file with this file (and the new storage total). */
export async function resolveUploadedFile(environment: MockEnvironment, file: FileFixture, storageUsedBytes: number) {
  const op = await pendingOperation(environment, "UploadDialogFileQuery");
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        Node: () => ({ __typename: "File", ...file }),
        File: () => ({ ...file }),
        User: () => ({ id: VIEWER_ID, storageUsedBytes }),
      }),
    );
  });
  return op;
}

/**
 * Chooses an item of the open menu as a pointer does: the press highlights it, the click selects it (jsdom applies
 * the menu's state between the two only once React has rendered).
 */
export async function chooseMenuItem(name: string) {
  const item = await screen.findByRole("menuitem", { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item).toHaveAttribute("data-highlighted"));
  fireEvent.click(item);
}
