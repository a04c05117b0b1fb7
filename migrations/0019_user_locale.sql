ALTER TABLE "invitations" ADD COLUMN "locale" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_locale_known" CHECK ("invitations"."locale" IN ('sv', 'en', 'pl'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" IN ('sv', 'en', 'pl'));