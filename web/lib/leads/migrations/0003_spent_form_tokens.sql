CREATE TABLE "spent_form_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_form_tokens_expires_idx" ON "spent_form_tokens" USING btree ("expires_at");