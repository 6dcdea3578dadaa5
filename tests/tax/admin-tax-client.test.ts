import { afterEach, describe, expect, test, vi } from "vitest";
import { deleteRateTable, importRateTable, saveTax } from "@/lib/browser/admin-api";
import type { TaxSettings } from "@/lib/tax/schemas";

/** What the browser sent: the call's path, method, content type and body as text. */
type Sent = { path: string; method: string; type: string | null; body: string };

function answerWith(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const request = new Request(`http://localhost${path}`, init);
    sent.push({ path, method: request.method, type: request.headers.get("content-type"), body: await request.text() });
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tax screen's calls (lib/browser/admin-api.ts)", () => {
  test("importing a table sends the file's text as the body, typed text/csv, and answers the table", async () => {
    const csv = "State,ZipCode,EstimatedCombinedRate\nCA,94105,0.086250\n";
    const table = { state: "CA", zips: 1, importedAt: "2026-12-06T21:30:00.000Z" };
    const sent = answerWith(200, { success: true, data: table });
    await expect(importRateTable("CA", csv)).resolves.toEqual(table);
    expect(sent).toEqual([{ path: "/api/admin/tax/rates?state=CA", method: "POST", type: "text/csv", body: csv }]);
  });

  test("removing a table reads the 204 as done", async () => {
    const sent = answerWith(204, null);
    await expect(deleteRateTable("CA")).resolves.toBeUndefined();
    expect(sent).toMatchObject([{ path: "/api/admin/tax/rates?state=CA", method: "DELETE" }]);
  });

  test("saving the settings sends them as JSON", async () => {
    const settings: TaxSettings = { collect: "registered", registrations: [{ state: "CA", ratePercent: 9.5 }] };
    const sent = answerWith(200, { success: true, data: settings });
    await expect(saveTax(settings)).resolves.toEqual(settings);
    expect(sent).toEqual([
      {
        path: "/api/admin/tax",
        method: "PUT",
        type: "application/json",
        body: '{"collect":"registered","registrations":[{"state":"CA","ratePercent":9.5}]}',
      },
    ]);
  });

  test("a refused file's message keeps the line it names", async () => {
    answerWith(400, {
      success: false,
      error: "line 3: ZipCode must be 5 digits",
      code: "validation_error",
      details: [{ path: "line 3", message: "ZipCode must be 5 digits" }],
    });
    await expect(importRateTable("CA", "x")).rejects.toMatchObject({
      status: 400,
      message: "line 3: ZipCode must be 5 digits",
    });
  });
});
