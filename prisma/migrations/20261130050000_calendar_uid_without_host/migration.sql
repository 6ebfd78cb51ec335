-- An event's UID was the row's uid followed by "@" and the host of PUBLIC_URL, put together each time the event was
-- written out (CalDAV, invitations, the feed): a new address changed every UID, and every CalDAV update then failed.
-- The row now holds the whole UID. The events made until now keep the UID their copies outside already have (the
-- host is the app's address as the server or `npm run db:migrate` passes it); new events get a bare UUID (RFC 7986
-- §5.3 no longer recommends a host name there), which no address change can touch.
DO $$
DECLARE
  host text := nullif(current_setting('clientfolio.public_host', true), '');
BEGIN
  IF host IS NULL THEN
    IF EXISTS (SELECT 1 FROM calendar_events) THEN
      RAISE EXCEPTION 'the calendar''s UIDs need the app''s address: apply this migration with the server or npm run db:migrate, PUBLIC_URL set';
    END IF;
    RETURN;
  END IF;
  UPDATE calendar_events SET uid = uid || '@' || host WHERE position('@' in uid) = 0;
END $$;
