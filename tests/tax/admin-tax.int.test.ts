import { describe, expect, test } from "vitest";
import { GET as getRates, POST as postRates, DELETE as deleteRates } from "@/app/api/admin/tax/rates/route";
import { GET as getTax, PUT as putTax } from "@/app/api/admin/tax/route";
import { GET as quoteRate } from "@/app/api/tax/rate/route";
import { adminAndMemberTokens } from "../factories/users";
import { apiRequest, callRoute, noParams, ORIGIN, type ApiAnswer } from "../support/api";
import { useTestDatabase } from "../support/database";

type Settings = { collect: string; registrations: { state: string; ratePercent: number | null }[] };
type Table = { state: string; zips: number; importedAt: string };

const HEADER = "State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate";
const TWO_ZIPS = [HEADER, "CA,94105,SAN FRANCISCO,0.086250,0.060000", "CA,90210,BEVERLY HILLS,0.102500,0.060000"];

/** A CSV body as a maker's browser sends it: the file's text, typed text/csv. */
function csvRequest(method: "POST", path: string, token: string | undefined, body: string, type = "text/csv") {
  const headers: Record<string, string> = { "content-type": type };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return new Request(`${ORIGIN}${path}`, { method, headers, body });
}

describe("the maker's sales-tax settings and rate tables", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  const put = (body: unknown, token?: string) =>
    callRoute<Settings>(putTax, apiRequest("PUT", "/api/admin/tax", { body, token }));
  const get = (token?: string) => callRoute<Settings>(getTax, apiRequest("GET", "/api/admin/tax", { token }));
  const importTable = (state: string, lines: string[], token?: string) =>
    callRoute<Table>(postRates, csvRequest("POST", `/api/admin/tax/rates?state=${state}`, token, lines.join("\r\n")));
  const tables = (token: string) =>
    callRoute<{ tables: Table[] }>(getRates, apiRequest("GET", "/api/admin/tax/rates", { token }));
  const quote = (state: string, zip: string) =>
    callRoute<Record<string, unknown>>(quoteRate, apiRequest("GET", `/api/tax/rate?state=${state}&zip=${zip}`));
  const details = (answer: ApiAnswer<unknown>) => answer.body.details;

  describe("GET and PUT /api/admin/tax", () => {
    test("a shop that never saved collects in every state; what is PUT is answered and read back as saved", async () => {
      const { admin } = await adminAndMemberTokens(db());
      expect((await get(admin)).body.data).toEqual({ collect: "every-state", registrations: [] });

      const saved = await put(
        {
          collect: "registered",
          registrations: [
            { state: "ny", ratePercent: null },
            { state: "CA", ratePercent: 9.5 },
            { state: "MN", ratePercent: 8.875 },
          ],
        },
        admin,
      );
      const expected = {
        collect: "registered",
        registrations: [
          { state: "CA", ratePercent: 9.5 },
          { state: "MN", ratePercent: 8.875 },
          { state: "NY", ratePercent: null },
        ],
      };
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual(expected);
      expect((await get(admin)).body.data).toEqual(expected);

      // The whole object is replaced: a registration left out is gone.
      await put({ collect: "every-state", registrations: [{ state: "NY", ratePercent: 4 }] }, admin);
      expect((await get(admin)).body.data).toEqual({
        collect: "every-state",
        registrations: [{ state: "NY", ratePercent: 4 }],
      });
    });

    test.each([
      {
        what: "an unknown collect mode",
        body: { collect: "nowhere", registrations: [] },
        path: "collect",
        message: 'Collect must be "every-state" or "registered"',
      },
      {
        what: "a state that is not one of the 50",
        body: { collect: "registered", registrations: [{ state: "DC", ratePercent: null }] },
        path: "registrations[0].state",
        message: "State must be one of the 50 US state codes",
      },
      {
        what: "a rate above 20 %",
        body: { collect: "registered", registrations: [{ state: "CA", ratePercent: 20.5 }] },
        path: "registrations[0].ratePercent",
        message: "Rate must be at most 20 %",
      },
      {
        what: "a negative rate",
        body: { collect: "registered", registrations: [{ state: "CA", ratePercent: -1 }] },
        path: "registrations[0].ratePercent",
        message: "Rate cannot be negative",
      },
      {
        what: "a rate with four decimals",
        body: { collect: "registered", registrations: [{ state: "CA", ratePercent: 9.1234 }] },
        path: "registrations[0].ratePercent",
        message: "Rate has at most three decimals",
      },
      {
        what: "a rate given as text",
        body: { collect: "registered", registrations: [{ state: "CA", ratePercent: "9.5" }] },
        path: "registrations[0].ratePercent",
        message: "Rate must be a percentage between 0 and 20, or null",
      },
      {
        what: "a state listed twice",
        body: {
          collect: "registered",
          registrations: [
            { state: "CA", ratePercent: 9.5 },
            { state: "ca", ratePercent: null },
          ],
        },
        path: "registrations[1].state",
        message: "CA is listed twice",
      },
    ])("$what: 400 validation_error naming $path, and nothing saved", async ({ body, path, message }) => {
      const { admin } = await adminAndMemberTokens(db());
      const before = (await get(admin)).body.data;
      const answer = await put(body, admin);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("validation_error");
      expect(details(answer)).toEqual([{ path, message }]);
      expect((await get(admin)).body.data).toEqual(before);
    });

    test("no session: 401; a member: 403", async () => {
      const { member } = await adminAndMemberTokens(db());
      const body = { collect: "registered", registrations: [] };
      expect((await get()).status).toBe(401);
      expect((await put(body)).status).toBe(401);
      expect((await get(member)).body.code).toBe("forbidden");
      const refused = await put(body, member);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("forbidden");
    });
  });

  describe("POST, GET and DELETE /api/admin/tax/rates", () => {
    test("a two-ZIP table is imported whole, its ZIPs priced at its rates, replaced whole, then removed", async () => {
      const { admin } = await adminAndMemberTokens(db());
      const imported = await importTable("CA", TWO_ZIPS, admin);
      expect(imported.status).toBe(200);
      expect(imported.body.data).toEqual({ state: "CA", zips: 2, importedAt: expect.any(String) as string });
      expect(Date.parse(imported.body.data.importedAt)).not.toBeNaN();
      expect((await tables(admin)).body.data.tables).toEqual([imported.body.data]);
      expect((await quote("CA", "94105")).body.data).toEqual({
        state: "CA",
        zip: "94105",
        ratePercent: 8.625,
        source: "zip-table",
        label: "Sales tax (CA 94105, 8.625 %)",
      });
      expect((await quote("CA", "90210-1234")).body.data).toMatchObject({ zip: "90210", ratePercent: 10.25 });

      const replaced = await importTable("CA", [HEADER, "CA,95014,CUPERTINO,0.091250,0.060000"], admin);
      expect(replaced.body.data).toMatchObject({ state: "CA", zips: 1 });
      // The old table's ZIPs went with it: 94105 pays the spec's state rate again.
      expect((await quote("CA", "94105")).body.data).toMatchObject({ ratePercent: 7.25, source: "spec" });
      expect((await quote("CA", "95014")).body.data).toMatchObject({ ratePercent: 9.125, source: "zip-table" });

      const removed = await deleteRates(
        apiRequest("DELETE", "/api/admin/tax/rates?state=CA", { token: admin }),
        noParams,
      );
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe("");
      expect((await tables(admin)).body.data.tables).toEqual([]);
      expect((await quote("CA", "95014")).body.data).toMatchObject({ ratePercent: 7.25, source: "spec" });
    });

    test.each([
      {
        what: "a ZIP of four digits",
        lines: [...TWO_ZIPS, "CA,9021,SOMEWHERE,0.095000,0.060000"],
        message: "line 4: ZipCode must be 5 digits",
      },
      {
        what: "a row of another state",
        lines: [HEADER, "NV,89101,LAS VEGAS,0.083750,0.068500", ...TWO_ZIPS.slice(1)],
        message: "line 2: State is NV, not CA",
      },
      {
        what: "a rate written as a percentage",
        lines: [HEADER, "CA,94105,SAN FRANCISCO,8.625,0.060000"],
        message: "line 2: EstimatedCombinedRate must be a fraction from 0 to 0.2 with at most 6 decimals",
      },
      {
        what: "a header without EstimatedCombinedRate",
        lines: ["State,ZipCode,Rate", "CA,94105,0.086250"],
        message: "line 1: the header must name a EstimatedCombinedRate column",
      },
    ])("$what: 400 naming the line, and the table is the old one", async ({ lines, message }) => {
      const { admin } = await adminAndMemberTokens(db());
      const before = await importTable("CA", TWO_ZIPS, admin);
      const refused = await importTable("CA", lines, admin);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "validation_error", error: message });
      expect((await tables(admin)).body.data.tables).toEqual([before.body.data]);
      expect((await quote("CA", "90210")).body.data).toMatchObject({ ratePercent: 10.25, source: "zip-table" });
    });

    test("a state that is not one of the 50 is a 400 naming state", async () => {
      const { admin } = await adminAndMemberTokens(db());
      const refused = await importTable("PR", [HEADER, "PR,00901,SAN JUAN,0.115000,0.105000"], admin);
      expect(refused.status).toBe(400);
      expect(details(refused)).toEqual([{ path: "state", message: "State must be one of the 50 US state codes" }]);
    });

    test("a body that is not text/csv: 415; past 5 MB: 413; nothing imported", async () => {
      const { admin } = await adminAndMemberTokens(db());
      const json = await callRoute(
        postRates,
        csvRequest("POST", "/api/admin/tax/rates?state=OR", admin, "[]", "application/json"),
      );
      expect(json.status).toBe(415);
      expect(json.body.code).toBe("unsupported_media_type");

      const row = "OR,97201,PORTLAND,0.000000,0.000000\n";
      const huge = `${HEADER}\n${row.repeat(Math.ceil((5 * 1024 * 1024) / row.length) + 1)}`;
      const tooLarge = await callRoute(postRates, csvRequest("POST", "/api/admin/tax/rates?state=OR", admin, huge));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.code).toBe("payload_too_large");
      expect((await tables(admin)).body.data.tables.map((table) => table.state)).not.toContain("OR");
    });

    test("no session: 401; a member: 403, for the list, an import and a removal", async () => {
      const { member } = await adminAndMemberTokens(db());
      const list = (token?: string) => callRoute(getRates, apiRequest("GET", "/api/admin/tax/rates", { token }));
      const remove = (token?: string) =>
        callRoute(deleteRates, apiRequest("DELETE", "/api/admin/tax/rates?state=CA", { token }));
      expect((await list()).status).toBe(401);
      expect((await importTable("CA", TWO_ZIPS)).status).toBe(401);
      expect((await remove()).status).toBe(401);
      expect((await list(member)).status).toBe(403);
      expect((await importTable("CA", TWO_ZIPS, member)).status).toBe(403);
      expect((await remove(member)).status).toBe(403);
    });
  });
});
