-- CreateTable
CREATE TABLE "web_vital_samples" (
    "id" BIGSERIAL NOT NULL,
    "template" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "web_vital_samples_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "web_vital_samples_day_metric_idx" ON "web_vital_samples"("day", "metric");

-- The four metrics the pages report, each within what a browser can measure; a template is a route pattern.
ALTER TABLE "web_vital_samples" ADD CONSTRAINT "web_vital_samples_metric_check" CHECK ("metric" IN ('LCP', 'INP', 'CLS', 'TTFB'));
ALTER TABLE "web_vital_samples" ADD CONSTRAINT "web_vital_samples_value_check" CHECK ("value" >= 0 AND "value" <= 600000);
ALTER TABLE "web_vital_samples" ADD CONSTRAINT "web_vital_samples_template_check" CHECK (char_length("template") BETWEEN 1 AND 80);
