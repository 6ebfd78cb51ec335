import { recordAddress } from "./recordAddresses";
import type { RecordAddress } from "./webModule";

// Links to records by kind: a module links to its records and to another's (`recordPath("client", id)`), and the shared
// layers to any module's, without naming the module or its address. Each module declares where its records are on its face
// (`records`), which the route table hands to recordAddresses.ts at start. The app's other addresses (`/`, `/docs`)
// are in appPaths.ts.

function addressOf(kind: string): RecordAddress {
  const address = recordAddress(kind);
  if (!address) throw new Error(`No module declares ${kind} records`);
  return address;
}

/** The address that opens one record of `kind` (`id`: its Relay global id), e.g. `/clients/<id>` or `/tasks?id=<id>`. */
export function recordPath(kind: string, id: string): string {
  const { one } = addressOf(kind);
  if (!one) throw new Error(`No address opens one ${kind}`);
  return one.replace(":id", encodeURIComponent(id));
}

/** The list of the records of `kind` (a hub block's 'View all'). */
export const recordListPath = (kind: string): string => addressOf(kind).list;
