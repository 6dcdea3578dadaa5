import "server-only";
import { db } from "@/lib/db";
import { applyTaxRule, ppmOfPercent, ratePercentOf, zip5, type AppliedTax } from "@/lib/tax/rule";
import type { TaxCollect, TaxSettings } from "@/lib/tax/schemas";

/** Her tax settings; a shop that never saved them collects in every state at the spec's rates. */
export async function getTaxSettings(): Promise<TaxSettings> {
  const [row, registrations] = await Promise.all([
    db.taxSettings.findUnique({ where: { id: 1 } }),
    db.taxRegistration.findMany({ orderBy: { state: "asc" } }),
  ]);
  return {
    collect: row?.collect === "registered" ? "registered" : "every-state",
    registrations: registrations.map((registration) => ({
      state: registration.state,
      ratePercent: registration.ratePpm === null ? null : ratePercentOf(registration.ratePpm),
    })),
  };
}

/** Saves the setting and replaces the registrations whole, in one transaction; answers what is now saved. */
export async function saveTaxSettings(settings: TaxSettings): Promise<TaxSettings> {
  await db.$transaction([
    db.taxSettings.upsert({
      where: { id: 1 },
      create: { id: 1, collect: settings.collect },
      update: { collect: settings.collect },
    }),
    db.taxRegistration.deleteMany({ where: { state: { notIn: settings.registrations.map((r) => r.state) } } }),
    ...settings.registrations.map((registration) => {
      const ratePpm = registration.ratePercent === null ? null : ppmOfPercent(registration.ratePercent);
      return db.taxRegistration.upsert({
        where: { state: registration.state },
        create: { state: registration.state, ratePpm },
        update: { ratePpm },
      });
    }),
  ]);
  return getTaxSettings();
}

/** The states she holds a permit in (the nexus watch and the books read this). */
export async function registeredStates(): Promise<Set<string>> {
  const rows = await db.taxRegistration.findMany({ select: { state: true } });
  return new Set(rows.map((row) => row.state));
}

type FactsRow = {
  collect: string | null;
  registered: boolean;
  registration_ppm: number | null;
  zip_ppm: number | null;
};

/**
 * The tax for an order shipped to this address, by the one rule (lib/tax/rule.ts). Everything the rule needs comes
 * from one statement of primary-key reads (setting, registration, ZIP rate), so pricing a checkout costs one round trip.
 */
export async function taxFor(destination: { state: string; postalCode: string }): Promise<AppliedTax> {
  const state = destination.state.trim().toUpperCase();
  const rows = await db.$queryRaw<FactsRow[]>`
    SELECT s.collect, r.state IS NOT NULL AS registered, r.rate_ppm AS registration_ppm, z.rate_ppm AS zip_ppm
      FROM (SELECT 1) AS one
      LEFT JOIN tax_settings s ON s.id = 1
      LEFT JOIN tax_registrations r ON r.state = ${state}
      LEFT JOIN tax_zip_rates z ON z.state = ${state} AND z.zip = ${zip5(destination.postalCode)}`;
  const facts = rows[0];
  const collect: TaxCollect = facts?.collect === "registered" ? "registered" : "every-state";
  return applyTaxRule(destination, {
    collect,
    registration: facts?.registered ? { ratePpm: facts.registration_ppm } : null,
    zipRatePpm: facts?.zip_ppm ?? null,
  });
}
