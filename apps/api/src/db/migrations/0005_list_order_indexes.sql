DROP INDEX "chats_individual_recent_idx";--> statement-breakpoint
DROP INDEX "chats_organization_recent_idx";--> statement-breakpoint
DROP INDEX "messages_chat_created_idx";--> statement-breakpoint
DROP INDEX "individuals_visible_role_created_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
DROP INDEX "jobs_category_created_idx";--> statement-breakpoint
DROP INDEX "reviews_individual_created_idx";--> statement-breakpoint
CREATE INDEX "individuals_visible_created_idx" ON "individuals" USING btree ("created_at","id") WHERE "individuals"."is_visible";--> statement-breakpoint
CREATE INDEX "chats_individual_recent_idx" ON "chats" USING btree ("individual_user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chats_organization_recent_idx" ON "chats" USING btree ("organization_user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_chat_created_idx" ON "messages" USING btree ("chat_id","created_at","id");--> statement-breakpoint
CREATE INDEX "individuals_visible_role_created_idx" ON "individuals" USING btree ("role","created_at","id","gender","hair_color","skin_tone","eye_color","shoe_size","dress_size") WHERE "individuals"."is_visible";--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_category_created_idx" ON "jobs" USING btree ("job_category","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_individual_created_idx" ON "reviews" USING btree ("individual_id","created_at","id");