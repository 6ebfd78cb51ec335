-- The workspace's e-mail signature (the e-mail settings section): plain text automation e-mails end with.
ALTER TABLE "users" ADD COLUMN "emailSignature" TEXT;
