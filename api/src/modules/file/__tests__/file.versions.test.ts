import { describeVersionedUpdates } from "../../../../test/versions";
import { backgroundDispatches } from "../../../jobs/outbox";
import { updateFile } from "../file.service";
import { makeFile } from "./factory";

// a file's details are edited in GraphQL only (Edit Details): no REST update to take the version
describeVersionedUpdates({
  entity: "File", field: "file", record: "file", model: "file", path: "/api/files", text: "name", restUpdate: false,
  // the upload's event, when handled, is handled in the background: its statements are not the update's
  make: async (app, s) => {
    const file = await makeFile(app, s, Buffer.from("Minutes of the kickoff"), "minutes.txt", "text/plain");
    await backgroundDispatches();
    return file;
  },
  update: updateFile,
});
