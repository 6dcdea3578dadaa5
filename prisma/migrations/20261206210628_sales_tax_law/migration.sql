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
UPDATE "orders" SET "tax_rate_ppm" = CASE upper(shipping_address->>'state')
         WHEN 'AK' THEN 0
         WHEN 'AL' THEN 40000
         WHEN 'AR' THEN 65000
         WHEN 'AZ' THEN 56000
         WHEN 'CA' THEN 72500
         WHEN 'CO' THEN 29000
         WHEN 'CT' THEN 63500
         WHEN 'DE' THEN 0
         WHEN 'FL' THEN 60000
         WHEN 'GA' THEN 40000
         WHEN 'HI' THEN 40000
         WHEN 'IA' THEN 60000
         WHEN 'ID' THEN 60000
         WHEN 'IL' THEN 62500
         WHEN 'IN' THEN 70000
         WHEN 'KS' THEN 65000
         WHEN 'KY' THEN 60000
         WHEN 'LA' THEN 50000
         WHEN 'MA' THEN 62500
         WHEN 'MD' THEN 60000
         WHEN 'ME' THEN 55000
         WHEN 'MI' THEN 60000
         WHEN 'MN' THEN 68750
         WHEN 'MO' THEN 42250
         WHEN 'MS' THEN 70000
         WHEN 'MT' THEN 0
         WHEN 'NC' THEN 47500
         WHEN 'ND' THEN 50000
         WHEN 'NE' THEN 55000
         WHEN 'NH' THEN 0
         WHEN 'NJ' THEN 66250
         WHEN 'NM' THEN 48750
         WHEN 'NV' THEN 68500
         WHEN 'NY' THEN 40000
         WHEN 'OH' THEN 57500
         WHEN 'OK' THEN 45000
         WHEN 'OR' THEN 0
         WHEN 'PA' THEN 60000
         WHEN 'RI' THEN 70000
         WHEN 'SC' THEN 60000
         WHEN 'SD' THEN 42000
         WHEN 'TN' THEN 70000
         WHEN 'TX' THEN 62500
         WHEN 'UT' THEN 61000
         WHEN 'VA' THEN 53000
         WHEN 'VT' THEN 60000
         WHEN 'WA' THEN 65000
         WHEN 'WI' THEN 50000
         WHEN 'WV' THEN 60000
         WHEN 'WY' THEN 40000
         ELSE 0 END;
UPDATE "checkout_drafts" SET "tax_rate_ppm" = CASE upper(shipping_address->>'state')
         WHEN 'AK' THEN 0
         WHEN 'AL' THEN 40000
         WHEN 'AR' THEN 65000
         WHEN 'AZ' THEN 56000
         WHEN 'CA' THEN 72500
         WHEN 'CO' THEN 29000
         WHEN 'CT' THEN 63500
         WHEN 'DE' THEN 0
         WHEN 'FL' THEN 60000
         WHEN 'GA' THEN 40000
         WHEN 'HI' THEN 40000
         WHEN 'IA' THEN 60000
         WHEN 'ID' THEN 60000
         WHEN 'IL' THEN 62500
         WHEN 'IN' THEN 70000
         WHEN 'KS' THEN 65000
         WHEN 'KY' THEN 60000
         WHEN 'LA' THEN 50000
         WHEN 'MA' THEN 62500
         WHEN 'MD' THEN 60000
         WHEN 'ME' THEN 55000
         WHEN 'MI' THEN 60000
         WHEN 'MN' THEN 68750
         WHEN 'MO' THEN 42250
         WHEN 'MS' THEN 70000
         WHEN 'MT' THEN 0
         WHEN 'NC' THEN 47500
         WHEN 'ND' THEN 50000
         WHEN 'NE' THEN 55000
         WHEN 'NH' THEN 0
         WHEN 'NJ' THEN 66250
         WHEN 'NM' THEN 48750
         WHEN 'NV' THEN 68500
         WHEN 'NY' THEN 40000
         WHEN 'OH' THEN 57500
         WHEN 'OK' THEN 45000
         WHEN 'OR' THEN 0
         WHEN 'PA' THEN 60000
         WHEN 'RI' THEN 70000
         WHEN 'SC' THEN 60000
         WHEN 'SD' THEN 42000
         WHEN 'TN' THEN 70000
         WHEN 'TX' THEN 62500
         WHEN 'UT' THEN 61000
         WHEN 'VA' THEN 53000
         WHEN 'VT' THEN 60000
         WHEN 'WA' THEN 65000
         WHEN 'WI' THEN 50000
         WHEN 'WV' THEN 60000
         WHEN 'WY' THEN 40000
         ELSE 0 END;

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
