import { describeVersionedUpdates } from "../../../../test/versions";
import { backgroundDispatches } from "../../../jobs/outbox";
import { updateMessage } from "../message.service";
import { makeMessage } from "./factory";

describeVersionedUpdates({
  entity: "Message", field: "record", record: "message", model: "message", path: "/api/messages", text: "subject",
  // the create's event is handled in the background: its statements are not the update's
  make: async (app, s) => { const m = await makeMessage(app, s); await backgroundDispatches(); return m; },
  update: updateMessage,
});
