// npm start: builds the web app when it is missing or out of date, then serves everything on one port.
import { build, buildNeeded } from "./build";

if (process.env.SKIP_BUILD !== "1" && buildNeeded()) build();
require("../api/src/server");
