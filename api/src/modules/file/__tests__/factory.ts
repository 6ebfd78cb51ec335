import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { requestUpload, saveFile } from "../file.service";

/**
 * An upload URL of the session's tenant with `bytes` stored at its key, not saved as a record yet (on local disk its
 * row marked received, as its PUT would).
 */
export async function makeUpload(app: App, s: Session, bytes: Buffer, type = "application/octet-stream") {
  const { uploadURL } = await requestUpload(await contextOf(app, s), { metadata: { size: bytes.length } });
  const key = app.resources.storage.keyOfUploadUrl(uploadURL)!;
  await app.resources.storage.write(key, bytes, type);
  if (!app.resources.storage.uploadsReplayable) {
    await app.resources.prisma.upload.update({ where: { id: key.split("/")[2] }, data: { state: "received", size: bytes.length, completedAt: new Date() } });
  }
  return uploadURL;
}

/** A file of the session's tenant: its bytes stored and its record saved through the service. */
export async function makeFile(app: App, s: Session, bytes: Buffer, name: string, mimeType: string) {
  const fileURL = await makeUpload(app, s, bytes, mimeType);
  return saveFile(await contextOf(app, s), { fileURL, name, originalName: name, size: bytes.length, mimeType });
}
