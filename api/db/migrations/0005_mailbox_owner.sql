-- Decision 018 (issue 9 item 2): a reservation records the demo mailbox of the browser that made it,
-- so its e-ticket and review mail are shown to that browser only.
ALTER TABLE "reservations" ADD COLUMN "mailbox_key" text;