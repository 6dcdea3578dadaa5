-- Sales tax she can file (issue 46): where she collects, her rates, ZIP tables, each order's applied rate, nexus mail.

-- AlterTable
ALTER TABLE "checkout_drafts" ADD COLUMN     "tax_rate_ppm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tax_source" TEXT NOT NULL DEFAULT 'spec';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "tax_rate_ppm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tax_source" TEXT NOT NULL DEFAULT 'spec';

-- CreateTable
CREATE TABLE "tax_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "collect" TEXT NOT NULL DEFAULT 'every-state',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tax_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_registrations" (
    "state" TEXT NOT NULL,
    "rate_ppm" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_registrations_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "tax_rate_tables" (
    "state" TEXT NOT NULL,
    "imported_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tax_rate_tables_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "tax_zip_rates" (
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "rate_ppm" INTEGER NOT NULL,

    CONSTRAINT "tax_zip_rates_pkey" PRIMARY KEY ("state","zip")
);

-- CreateTable
CREATE TABLE "nexus_alerts" (
    "state" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "nexus_alerts_pkey" PRIMARY KEY ("state","year")
);

-- AddForeignKey
ALTER TABLE "tax_zip_rates" ADD CONSTRAINT "tax_zip_rates_state_fkey" FOREIGN KEY ("state") REFERENCES "tax_rate_tables"("state") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rate each existing order was charged (the spec's every-state table, the only rule before this migration), so
-- its figures keep their label; a state outside the table paid nothing. Old drafts the same way.
CREATE TEMPORARY TABLE "spec_tax_rates" ("state" TEXT PRIMARY KEY, "rate_ppm" INTEGER NOT NULL);
INSERT INTO "spec_tax_rates" VALUES
  ('AK', 0),
  ('AL', 40000),
  ('AR', 65000),
  ('AZ', 56000),
  ('CA', 72500),
  ('CO', 29000),
  ('CT', 63500),
  ('DE', 0),
  ('FL', 60000),
  ('GA', 40000),
  ('HI', 40000),
  ('IA', 60000),
  ('ID', 60000),
  ('IL', 62500),
  ('IN', 70000),
  ('KS', 65000),
  ('KY', 60000),
  ('LA', 50000),
  ('MA', 62500),
  ('MD', 60000),
  ('ME', 55000),
  ('MI', 60000),
  ('MN', 68750),
  ('MO', 42250),
  ('MS', 70000),
  ('MT', 0),
  ('NC', 47500),
  ('ND', 50000),
  ('NE', 55000),
  ('NH', 0),
  ('NJ', 66250),
  ('NM', 48750),
  ('NV', 68500),
  ('NY', 40000),
  ('OH', 57500),
  ('OK', 45000),
  ('OR', 0),
  ('PA', 60000),
  ('RI', 70000),
  ('SC', 60000),
  ('SD', 42000),
  ('TN', 70000),
  ('TX', 62500),
  ('UT', 61000),
  ('VA', 53000),
  ('VT', 60000),
  ('WA', 65000),
  ('WI', 50000),
  ('WV', 60000),
  ('WY', 40000);
UPDATE "orders" SET "tax_rate_ppm" =
  COALESCE((SELECT "rate_ppm" FROM "spec_tax_rates" WHERE "state" = upper(shipping_address->>'state')), 0);
UPDATE "checkout_drafts" SET "tax_rate_ppm" =
  COALESCE((SELECT "rate_ppm" FROM "spec_tax_rates" WHERE "state" = upper(shipping_address->>'state')), 0);
DROP TABLE "spec_tax_rates";

-- From here on every writer says which rate it applied: no default could be right for a new order.
ALTER TABLE "orders" ALTER COLUMN "tax_rate_ppm" DROP DEFAULT, ALTER COLUMN "tax_source" DROP DEFAULT;
ALTER TABLE "checkout_drafts" ALTER COLUMN "tax_rate_ppm" DROP DEFAULT, ALTER COLUMN "tax_source" DROP DEFAULT;

ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_source_check"
  CHECK ("tax_source" IN ('zip-table', 'registration', 'spec', 'not-registered'));
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_rate_ppm_check" CHECK ("tax_rate_ppm" BETWEEN 0 AND 200000);
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_tax_source_check"
  CHECK ("tax_source" IN ('zip-table', 'registration', 'spec', 'not-registered'));
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_tax_rate_ppm_check"
  CHECK ("tax_rate_ppm" BETWEEN 0 AND 200000);
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_one_row" CHECK ("id" = 1);
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_collect_check" CHECK ("collect" IN ('every-state', 'registered'));
ALTER TABLE "tax_registrations" ADD CONSTRAINT "tax_registrations_state_check" CHECK ("state" ~ '^[A-Z]{2}$');
ALTER TABLE "tax_registrations" ADD CONSTRAINT "tax_registrations_rate_check" CHECK ("rate_ppm" BETWEEN 0 AND 200000);
ALTER TABLE "tax_zip_rates" ADD CONSTRAINT "tax_zip_rates_zip_check" CHECK ("zip" ~ '^[0-9]{5}$');
ALTER TABLE "tax_zip_rates" ADD CONSTRAINT "tax_zip_rates_rate_check" CHECK ("rate_ppm" BETWEEN 0 AND 200000);
ALTER TABLE "nexus_alerts" ADD CONSTRAINT "nexus_alerts_status_check" CHECK ("status" IN ('approaching', 'over'));
