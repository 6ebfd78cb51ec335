import type { CalendarEvent } from "../../../generated/prisma/client";
import { calendarObjectIcs } from "../calendar.ics";
import { CaldavError, createCaldavObject, deleteCaldavObject, updateCaldavObject, type CaldavAccount } from "../calendar.caldav";
import { collectionToken, freeBusy, listEtags, multiget, objectsInRange, syncCollection } from "../calendar.dav-read";
import { busyPeriods, freeBusyPeriods, readCalendarObject } from "../calendar.ical-read";
import type { RemoteCalendar, RemoteListing } from "./remote";

/*
 * The workspace's CalDAV calendar (RFC 4791) behind the calendar interface: one calendar object per series (its
 * overrides inside), written with If-None-Match / If-Match (calendar.caldav.ts), changes listed by sync-collection
 * (RFC 6578) from the stored token, or by comparing every object's ETag when the server refuses the token
 * (calendar.dav-read.ts), read by calendar-multiget.
 */

/** The calendar object as a CalDAV resource holds it: no METHOD (RFC 4791 §4.1). */
const resourceIcs = (series: CalendarEvent, overrides: CalendarEvent[]) => calendarObjectIcs({ series, overrides }, {});

/** hrefs per calendar-multiget */
const MULTIGET_BATCH = 50;

export function caldavCalendar(account: CaldavAccount, calendarName: string): RemoteCalendar {
  return {
    type: "caldav", providerName: "CalDAV", calendarName, base: account.url, refusalRecorded: false,
    create: (series, overrides) => createCaldavObject(account, series.uid, resourceIcs(series, overrides)),
    update: (obj, series, overrides) => updateCaldavObject(account, obj, resourceIcs(series, overrides)),
    remove: (obj) => deleteCaldavObject(account, obj),
    async changes(token): Promise<RemoteListing> {
      const sync = await syncCollection(account, token);
      // a truncated answer is no complete listing: nothing is taken as deleted for being absent from it
      if (!sync.refused) return { token: sync.token, changed: sync.changed, gone: sync.gone, complete: token === null && !sync.truncated, truncated: sync.truncated };
      // the token is refused, or the server has no sync-collection: every ETag compared with the stored ones; the
      // collection's token read first, so a change made meanwhile is reported again by the next pull
      const fresh = await collectionToken(account).catch(() => null);
      return { token: fresh, changed: await listEtags(account), gone: [], complete: true };
    },
    async read(hrefs) {
      const out = [];
      for (let i = 0; i < hrefs.length; i += MULTIGET_BATCH) {
        const batch = hrefs.slice(i, i + MULTIGET_BATCH);
        const got = new Map((await multiget(account, batch)).map((o) => [o.href, o]));
        for (const href of batch) {
          const o = got.get(href);
          const gone = !o || o.status === 404 || o.status === 410 || !o.data;
          out.push({ href, etag: o?.etag ?? null, gone: !o || o.status === 404 || o.status === 410, read: (zone: string) => readCalendarObject(o!.data!, zone), ...(gone && o && o.status !== 404 && o.status !== 410 ? { skipRead: true } : {}) });
        }
      }
      return out.filter((x) => !("skipRead" in x));
    },
    async busy(from, to, zone) {
      // free-busy-query where the server answers it, else the events of the range expanded here
      const fb = await freeBusy(account, from, to);
      return fb !== null ? freeBusyPeriods(fb, from, to) : busyPeriods(await objectsInRange(account, from, to), from, to, zone);
    },
    refusal: (err) => (err instanceof CaldavError && (err.status === 401 || err.status === 403)
      ? `The CalDAV server refused the user name or password (${err.status})` : null),
  };
}
