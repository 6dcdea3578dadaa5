import { describe, expect, test } from "vitest";
import { PATCH as patchCode } from "@/app/api/admin/discount-codes/[id]/route";
import { GET as listCodes, POST as createCode } from "@/app/api/admin/discount-codes/route";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type CodeRow = {
  id: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  oncePerEmail: boolean;
  membersOnly: boolean;
  active: boolean;
  redemptions: number;
};

describe("the admin's discount codes", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  const create = (body: unknown, token?: string) =>
    callRoute<CodeRow>(createCode, apiRequest("POST", "/api/admin/discount-codes", { origin: ORIGIN, token, body }));
  const list = (token?: string) =>
    callRoute<CodeRow[]>(listCodes, apiRequest("GET", "/api/admin/discount-codes", { token }));
  const patch = (id: string, body: unknown, token?: string) =>
    callRoute<CodeRow>(
      patchCode,
      apiRequest("PATCH", `/api/admin/discount-codes/${id}`, { origin: ORIGIN, token, body }),
      { id },
    );

  test("POST stores the code upper case with its amounts in cents, answers them in dollars, and GET lists it with its redemptions", async () => {
    const admin = await createAdmin(db());
    const made = await create(
      {
        code: "spring-25",
        amountOff: 12.5,
        minSubtotal: 40,
        endsAt: "2030-01-01T00:00:00.000Z",
        maxRedemptions: 3,
        oncePerEmail: true,
      },
      admin.accessToken,
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      code: "SPRING-25",
      percentOff: null,
      amountOff: 12.5,
      minSubtotal: 40,
      startsAt: null,
      endsAt: "2030-01-01T00:00:00.000Z",
      maxRedemptions: 3,
      oncePerEmail: true,
      membersOnly: false,
      active: true,
      redemptions: 0,
    });
    const row = await db().discountCode.findUniqueOrThrow({ where: { code: "SPRING-25" } });
    expect(row).toMatchObject({ amountOffCents: 1_250, minSubtotalCents: 4_000 });

    await db().discountCode.update({ where: { id: row.id }, data: { redemptionCount: 2 } });
    const listed = await list(admin.accessToken);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: row.id, code: "SPRING-25", redemptions: 2 })]);
  });

  test("membersOnly marks a code for verified members (false unless given), in the answer, the list and the row", async () => {
    const admin = await createAdmin(db());
    const made = await create(
      { code: "MEMBERS-10", percentOff: 10, oncePerEmail: false, membersOnly: true },
      admin.accessToken,
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ code: "MEMBERS-10", membersOnly: true });
    expect((await db().discountCode.findUniqueOrThrow({ where: { code: "MEMBERS-10" } })).membersOnly).toBe(true);
    const listed = await list(admin.accessToken);
    expect(listed.body.data.find((code) => code.code === "MEMBERS-10")).toMatchObject({ membersOnly: true });
    const refused = await create(
      { code: "MEMBERS-20", percentOff: 10, oncePerEmail: false, membersOnly: "yes" },
      admin.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "membersOnly", message: "membersOnly must be true or false" }]);
  });

  test("days are the shop's (America/Los_Angeles here): a first day from its midnight there, a last day to its end", async () => {
    const admin = await createAdmin(db());
    // March 2030: Pacific standard time (UTC−8) on the 1st, daylight time (UTC−7) from the 10th, so on the 31st.
    const month = await create(
      { code: "MARCH-30", percentOff: 10, startsAt: "2030-03-01", endsAt: "2030-03-31", oncePerEmail: false },
      admin.accessToken,
    );
    expect(month.status).toBe(201);
    expect(month.body.data).toMatchObject({ startsAt: "2030-03-01T08:00:00.000Z", endsAt: "2030-04-01T07:00:00.000Z" });
    // One day is a window: the same first and last day.
    const day = await create(
      { code: "ONE-DAY", percentOff: 10, startsAt: "2030-11-30", endsAt: "2030-11-30", oncePerEmail: false },
      admin.accessToken,
    );
    expect(day.body.data).toMatchObject({ startsAt: "2030-11-30T08:00:00.000Z", endsAt: "2030-12-01T08:00:00.000Z" });
    // An instant is kept as given.
    const instant = await create(
      { code: "AT-NOON", percentOff: 10, endsAt: "2030-06-01T12:00:00Z", oncePerEmail: false },
      admin.accessToken,
    );
    expect(instant.body.data).toMatchObject({ startsAt: null, endsAt: "2030-06-01T12:00:00.000Z" });

    const refused = async (body: unknown) => {
      const answer = await create(
        { code: "REFUSED", percentOff: 10, oncePerEmail: false, ...(body as object) },
        admin.accessToken,
      );
      expect(answer.status).toBe(400);
      return answer.body.details;
    };
    expect(await refused({ startsAt: "2030-02-30" })).toEqual([
      { path: "startsAt", message: "startsAt must be a date" },
    ]);
    expect(await refused({ endsAt: "next week" })).toEqual([{ path: "endsAt", message: "endsAt must be a date" }]);
    expect(await refused({ endsAt: true })).toEqual([{ path: "endsAt", message: "endsAt must be a date" }]);
    // An instant after the last day's end in the shop's zone (the 31st ends at 07:00 UTC on April 1).
    expect(await refused({ startsAt: "2030-04-01T07:00:00Z", endsAt: "2030-03-31" })).toEqual([
      { path: "endsAt", message: "endsAt must be after startsAt" },
    ]);
    expect(await db().discountCode.count({ where: { code: "REFUSED" } })).toBe(0);
  });

  test("PATCH switches a code off and on; an unknown id is 404", async () => {
    const admin = await createAdmin(db());
    const made = await create({ code: "WELCOME10", percentOff: 10, oncePerEmail: false }, admin.accessToken);
    const off = await patch(made.body.data.id, { active: false }, admin.accessToken);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ code: "WELCOME10", active: false });
    expect((await db().discountCode.findUniqueOrThrow({ where: { id: made.body.data.id } })).active).toBe(false);
    expect((await patch(made.body.data.id, { active: true }, admin.accessToken)).body.data.active).toBe(true);
    expect((await patch("no-such-code", { active: false }, admin.accessToken)).status).toBe(404);
    expect((await patch(made.body.data.id, { active: "yes" }, admin.accessToken)).body.details).toEqual([
      { path: "active", message: "active must be true or false" },
    ]);
  });

  test("bad fields are 400 naming them; a code that exists in another case is 409", async () => {
    const admin = await createAdmin(db());
    const bad = async (body: unknown) => {
      const answer = await create(body, admin.accessToken);
      expect(answer.status).toBe(400);
      return answer.body.details?.map((detail) => detail.path);
    };
    expect(await bad({ code: "abc", percentOff: 10, oncePerEmail: false })).toEqual(["code"]);
    expect(await bad({ code: "TOO_MANY!", percentOff: 10, oncePerEmail: false })).toEqual(["code"]);
    expect(await bad({ code: "A".repeat(21), percentOff: 10, oncePerEmail: false })).toEqual(["code"]);
    expect(await bad({ code: "HALF", percentOff: 101, oncePerEmail: false })).toEqual(["percentOff"]);
    expect(await bad({ code: "HALF", percentOff: 0, oncePerEmail: false })).toEqual(["percentOff"]);
    expect(await bad({ code: "HALF", percentOff: 10, amountOff: 5, oncePerEmail: false })).toEqual(["percentOff"]);
    expect(await bad({ code: "HALF", oncePerEmail: false })).toEqual(["percentOff"]);
    expect(await bad({ code: "HALF", amountOff: 5.555, oncePerEmail: false })).toEqual(["amountOff"]);
    expect(await bad({ code: "HALF", percentOff: 10, maxRedemptions: 0, oncePerEmail: false })).toEqual([
      "maxRedemptions",
    ]);
    expect(await bad({ code: "HALF", percentOff: 10 })).toEqual(["oncePerEmail"]);
    expect(
      await bad({ code: "HALF", percentOff: 10, oncePerEmail: false, startsAt: "2030-02-01", endsAt: "2030-01-01" }),
    ).toEqual(["endsAt"]);
    expect(await db().discountCode.count({ where: { code: { in: ["ABC", "HALF", "TOO_MANY!"] } } })).toBe(0);

    expect((await create({ code: "GARNET", percentOff: 10, oncePerEmail: false }, admin.accessToken)).status).toBe(201);
    const twice = await create({ code: "garnet", percentOff: 20, oncePerEmail: false }, admin.accessToken);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("code_taken");
  });

  test("only an admin may list, create or change codes", async () => {
    const member = await createUser(db());
    expect((await list()).status).toBe(401);
    expect((await list(member.accessToken)).status).toBe(403);
    expect((await create({ code: "SNEAKY", percentOff: 100, oncePerEmail: false }, member.accessToken)).status).toBe(
      403,
    );
    expect((await patch("any", { active: true }, member.accessToken)).status).toBe(403);
    expect(await db().discountCode.count({ where: { code: "SNEAKY" } })).toBe(0);
  });
});
