-- Calendar dates are limited to 1900-01-01 .. 2199-12-31 (UTC): writes outside it are refused
-- (common/calendar.ts, common/recurrence.ts) and the recurrence expansion never leaves it. Rows written before the
-- limit are clamped into it here, so that nothing stored costs a walk across centuries:
--   * "startTime" into [1900-01-01, 2199-12-31 00:00], "endTime" into [1900-01-01, 2200-01-01] and at least an hour
--     after the (clamped) start when clamping made it end before its start;
--   * an override's "recurrenceId" into [1900-01-01, 2199-12-31 23:59:59.999];
--   * deleted occurrences ("exDates") outside the range are dropped (no occurrence is expanded there any more);
--   * a rule's UNTIL before 1900-01-01 becomes 19000101, after 2199-12-31 becomes 21991231 (time and Z dropped).
-- A stored rule that never matches is left as it is: its expansion is bounded by the window asked for.

UPDATE "calendar_events" SET
  "startTime" = LEAST(GREATEST("startTime", TIMESTAMPTZ '1900-01-01 00:00:00+00'), TIMESTAMPTZ '2199-12-31 00:00:00+00'),
  "endTime" = LEAST(GREATEST(
      LEAST(GREATEST("endTime", TIMESTAMPTZ '1900-01-01 00:00:00+00'), TIMESTAMPTZ '2200-01-01 00:00:00+00'),
      LEAST(GREATEST("startTime", TIMESTAMPTZ '1900-01-01 00:00:00+00'), TIMESTAMPTZ '2199-12-31 00:00:00+00') + INTERVAL '1 hour'),
    TIMESTAMPTZ '2200-01-01 00:00:00+00')
WHERE "startTime" < TIMESTAMPTZ '1900-01-01 00:00:00+00' OR "startTime" > TIMESTAMPTZ '2199-12-31 00:00:00+00'
   OR "endTime" < TIMESTAMPTZ '1900-01-01 00:00:00+00' OR "endTime" > TIMESTAMPTZ '2200-01-01 00:00:00+00';

UPDATE "calendar_events" SET
  "recurrenceId" = LEAST(GREATEST("recurrenceId", TIMESTAMPTZ '1900-01-01 00:00:00+00'), TIMESTAMPTZ '2199-12-31 23:59:59.999+00')
WHERE "recurrenceId" < TIMESTAMPTZ '1900-01-01 00:00:00+00' OR "recurrenceId" > TIMESTAMPTZ '2199-12-31 23:59:59.999+00';

UPDATE "calendar_events" SET
  "exDates" = ARRAY(SELECT d FROM unnest("exDates") AS d
    WHERE d >= TIMESTAMPTZ '1900-01-01 00:00:00+00' AND d < TIMESTAMPTZ '2200-01-01 00:00:00+00' ORDER BY d)
WHERE EXISTS (SELECT 1 FROM unnest("exDates") AS d WHERE d < TIMESTAMPTZ '1900-01-01 00:00:00+00' OR d >= TIMESTAMPTZ '2200-01-01 00:00:00+00');

UPDATE "calendar_events" SET
  "recurrenceRule" = regexp_replace("recurrenceRule", 'UNTIL=[0-9]{8}(T[0-9]{6}Z?)?',
    CASE WHEN substring(upper("recurrenceRule") FROM 'UNTIL=([0-9]{8})') < '19000101' THEN 'UNTIL=19000101' ELSE 'UNTIL=21991231' END, 'i')
WHERE substring(upper("recurrenceRule") FROM 'UNTIL=([0-9]{8})') < '19000101'
   OR substring(upper("recurrenceRule") FROM 'UNTIL=([0-9]{8})') > '21991231';
