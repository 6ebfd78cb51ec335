import type { RecordAddress } from "./webModule";

// The records' addresses by kind, as the module faces declare them (`records`), filled from the module list at start
// (routeTable.ts). Part of the initial JS (the route table fills it); the links read it through recordPaths.ts, which
// loads with the pages.

let addresses: ReadonlyMap<string, RecordAddress> = new Map();

/** Fills the registry with the faces' declarations, by kind (routeTable.ts, once at start). */
export function setRecordAddresses(declared: ReadonlyMap<string, RecordAddress>): void {
  addresses = declared;
}

/** Where the records of `kind` are, as a face declares them (none when no face does). */
export const recordAddress = (kind: string): RecordAddress | undefined => addresses.get(kind);
