ALTER TABLE "individuals" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "individuals" SET "first_name" = "users"."first_name", "last_name" = "users"."last_name" FROM "users" WHERE "users"."id" = "individuals"."user_id";--> statement-breakpoint
ALTER TABLE "individuals" ALTER COLUMN "first_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "individuals" ALTER COLUMN "last_name" DROP DEFAULT;
