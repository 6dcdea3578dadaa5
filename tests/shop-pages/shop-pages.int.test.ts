import { beforeAll, describe, expect, test } from "vitest";
import { PUT as putPageRoute } from "@/app/api/admin/pages/[slug]/route";
import { GET as getPageRoute } from "@/app/api/pages/[slug]/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { adminAndMemberTokens } from "../factories/users";

type Page = { slug: string; title: string; body: string; updatedAt: string | null };

describe("the policy pages: GET /api/pages/{slug} and PUT /api/admin/pages/{slug}", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const tokens = { admin: "", member: "" };

  beforeAll(async () => {
    Object.assign(tokens, await adminAndMemberTokens(db()));
  });

  const getPage = (slug: string) => callRoute<Page>(getPageRoute, apiRequest("GET", `/api/pages/${slug}`), { slug });
  const putPage = (slug: string, body: unknown, token: string | null = tokens.admin) =>
    callRoute<Page>(putPageRoute, apiRequest("PUT", `/api/admin/pages/${slug}`, { body, token: token ?? undefined }), {
      slug,
    });

  test("each page answers its starting text, never saved, until the maker writes her own", async () => {
    const shipping = await getPage("shipping");
    expect(shipping.status).toBe(200);
    expect(shipping.body.data).toMatchObject({ slug: "shipping", title: "Shipping", updatedAt: null });
    expect(shipping.body.data.body).toContain("- **Priority:** $25.00, 1-2 business days");
    expect((await getPage("returns")).body.data).toMatchObject({ slug: "returns", title: "Returns", updatedAt: null });
    expect((await getPage("faq")).body.data).toMatchObject({
      slug: "faq",
      title: "Frequently asked questions",
      updatedAt: null,
    });
  });

  test("a save answers the page as saved (trimmed), and the page reads it at once", async () => {
    const saved = await putPage("returns", {
      title: "  Returns & exchanges ",
      body: "## Within 30 days\n\nSend it back.\n",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      slug: "returns",
      title: "Returns & exchanges",
      body: "## Within 30 days\n\nSend it back.",
    });
    expect(saved.body.data.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await getPage("returns")).body.data).toEqual(saved.body.data);
  });

  test("a change saved by another process shows here within a second", async () => {
    await getPage("faq");
    // Another shop process saves: the row changes under this one's copy.
    await db().shopPage.upsert({
      where: { slug: "faq" },
      create: { slug: "faq", title: "FAQ", body: "Changed elsewhere" },
      update: { body: "Changed elsewhere" },
    });
    const deadline = Date.now() + 1_000;
    let body = "";
    while (Date.now() < deadline + 200) {
      body = (await getPage("faq")).body.data.body;
      if (body === "Changed elsewhere") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body).toBe("Changed elsewhere");
    expect(Date.now()).toBeLessThanOrEqual(deadline + 250);
  });

  test("any other slug is a page that does not exist: 404 page_not_found to read and to write", async () => {
    for (const answer of [await getPage("privacy"), await putPage("about", { title: "About", body: "Hi" })]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe("page_not_found");
    }
    expect(await db().shopPage.count({ where: { slug: "about" } })).toBe(0);
  });

  test("only the admin writes: 401 signed out, 403 for a member, and the page is unchanged", async () => {
    const before = (await getPage("shipping")).body.data;
    expect((await putPage("shipping", { title: "Mine", body: "Mine" }, null)).status).toBe(401);
    expect((await putPage("shipping", { title: "Mine", body: "Mine" }, tokens.member)).status).toBe(403);
    expect((await getPage("shipping")).body.data).toEqual(before);
  });

  test.each([
    [{ title: " ", body: "Text" }, "title", "Title is required"],
    [{ title: "x".repeat(81), body: "Text" }, "title", "Title must be at most 80 characters"],
    [{ body: "Text" }, "title", "Title is required"],
    [{ title: "Shipping", body: "" }, "body", "Text is required"],
    [{ title: "Shipping", body: "x".repeat(20_001) }, "body", "Text must be at most 20,000 characters"],
    [{ title: "Shipping", body: 12 }, "body", "Text is required"],
  ])("%j is refused with 400 naming %s, and nothing is saved", async (body, path, message) => {
    const answer = await putPage("shipping", body);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path, message }]);
    expect(await db().shopPage.count({ where: { slug: "shipping" } })).toBe(0);
  });

  test("20,000 characters is the most a page holds, and fits", async () => {
    const answer = await putPage("faq", { title: "FAQ", body: "x".repeat(20_000) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.body).toHaveLength(20_000);
  });
});
