ALTER TABLE "users" ADD COLUMN "identity_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_number_unique" ON "users" USING btree ("identity_number");