-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendarWeekStart" TEXT;
