ALTER TABLE "analyses" ADD COLUMN "industry" text;--> statement-breakpoint
CREATE INDEX "analyses_industry_domain_idx" ON "analyses" USING btree ("industry","domain","finished_at") WHERE "industry" IS NOT NULL AND "status" = 'completed';
