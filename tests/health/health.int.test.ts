import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/health/route";
import { disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { useTestDatabase } from "../support/database";

const context = { params: Promise.resolve({}) };

describe("GET /api/health", () => {
  const database = useTestDatabase();

  test("answers 200 while the database answers", async () => {
    const response = await GET(new Request("http://localhost/api/health"), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: "ok", database: "up" } });
  });

  test("answers 503 when the database does not", async () => {
    const working = database.url();
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/none";
    resetEnvForTests();
    await disconnectDb();
    try {
      const response = await GET(new Request("http://localhost/api/health"), context);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ success: false, code: "database_unavailable" });
    } finally {
      process.env.DATABASE_URL = working;
      resetEnvForTests();
      await disconnectDb();
    }
  });
});
