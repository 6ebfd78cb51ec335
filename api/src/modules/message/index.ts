// The message module's face: messages, and the e-mail of a message (the handler of message.created).
import "./message.record";
import "./message.schema";
import "./message.hub";
import "./message.search";
import type { ApiModule } from "../../module";
import { messageRoutes } from "./message.rest";
import { messageEmailHandler } from "./message.email";

export { messageRecorded, recordSentMessage } from "./message.service";

export const messageModule: ApiModule = { name: "message", routes: messageRoutes, eventHandlers: [messageEmailHandler] };
