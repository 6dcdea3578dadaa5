import { beforeAll, describe, expect, test } from "vitest";
import { POST as createRoute } from "@/app/api/addresses/route";
import { getAddressSummary } from "@/lib/addresses/queries";
import { createAddress } from "../factories/addresses";
import { createUser } from "../factories/users";
import { ADDRESS_FORM as form, addressApi } from "../support/address-api";
import { useTestDatabase } from "../support/database";
import { ORIGIN, apiRequest, callRoute } from "../support/api";

type Member = Awaited<ReturnType<typeof createUser>>;

describe("addresses API", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let member: Member;

  beforeAll(async () => {
    member = await createUser(db());
  });

  const { list, create, get: getOne } = addressApi;
  const defaultOf = async (who: Member) =>
    (await db().user.findUniqueOrThrow({ where: { id: who.id }, select: { defaultAddressId: true } })).defaultAddressId;

  describe("POST /api/addresses", () => {
    test("a member's first address is saved as sent, in the US, and becomes the default", async () => {
      const fresh = await createUser(db());
      const answer = await create(fresh, { ...form, country: "CA", id: "chosen-by-client", user_id: member.id });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        data: { ...form, id: answer.body.data.id, country: "US", is_default_shipping: true },
      });
      expect(answer.body.data.id).not.toBe("chosen-by-client");
      expect(await defaultOf(fresh)).toBe(answer.body.data.id);
      const row = await db().address.findUniqueOrThrow({ where: { id: answer.body.data.id } });
      expect(row).toMatchObject({ userId: fresh.id, country: "US", postalCode: "97201" });
    });

    test("a second address is not the default unless the member asks for it", async () => {
      const fresh = await createUser(db());
      const first = await create(fresh, form);
      const second = await create(fresh, { ...form, city: "Salem" });
      expect(second.body.data.is_default_shipping).toBe(false);
      expect(await defaultOf(fresh)).toBe(first.body.data.id);
      const third = await create(fresh, { ...form, city: "Eugene", is_default_shipping: true });
      expect(third.body.data.is_default_shipping).toBe(true);
      expect(await defaultOf(fresh)).toBe(third.body.data.id);
    });

    test("a member keeps at most 20 addresses: the 21st is 409 address_limit, even when two are sent at once; deleting one makes room", async () => {
      const fresh = await createUser(db());
      for (let i = 0; i < 19; i += 1) await createAddress(db(), fresh.id);
      // The 20th and 21st at the same moment: one fits, the other is refused.
      const racing = await Promise.all([create(fresh, form), create(fresh, { ...form, city: "Salem" })]);
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = await create(fresh, { ...form, city: "Eugene" });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: "address_limit",
        error: "You can keep at most 20 addresses.",
      });
      expect(await db().address.count({ where: { userId: fresh.id } })).toBe(20);

      const oldest = await db().address.findFirstOrThrow({
        where: { userId: fresh.id },
        orderBy: { createdAt: "asc" },
      });
      expect((await addressApi.remove(fresh, oldest.id)).status).toBe(200);
      expect((await create(fresh, { ...form, city: "Eugene" })).status).toBe(201);
    });

    test("two first addresses saved at the same moment leave exactly one default", async () => {
      const fresh = await createUser(db());
      const answers = await Promise.all([create(fresh, form), create(fresh, { ...form, city: "Salem" })]);
      const defaults = answers.filter((answer) => answer.body.data.is_default_shipping);
      expect(defaults).toHaveLength(1);
      expect(await defaultOf(fresh)).toBe(defaults[0]?.body.data.id);
    });

    test("strings are trimmed, a lower-case state is accepted and an empty line 2 is stored as none", async () => {
      const answer = await create(member, { ...form, first_name: "  Ada  ", state: "ny", address_line_2: "   " });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ first_name: "Ada", state: "NY", address_line_2: null });
    });

    test.each([
      ["first_name", "First name is required"],
      ["last_name", "Last name is required"],
      ["address_line_1", "Address line 1 is required"],
      ["city", "City is required"],
      ["state", "State is required"],
      ["postal_code", "ZIP code is required"],
      ["phone", "Phone number is required"],
    ])("without %s it is a 400 naming the field", async (field, message) => {
      const before = await db().address.count({ where: { userId: member.id } });
      const { [field]: _omitted, ...rest } = form as Record<string, string>;
      const answer = await create(member, rest);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: "validation_error" });
      expect(answer.body.details).toEqual([{ path: field, message }]);
      const blank = await create(member, { ...form, [field]: "  " });
      expect(blank.body.details).toEqual([{ path: field, message }]);
      expect(await db().address.count({ where: { userId: member.id } })).toBe(before);
    });

    test.each([
      ["state", "DC", "State must be one of the 50 US states, e.g. CA"],
      ["state", "Oregon", "State must be one of the 50 US states, e.g. CA"],
      ["postal_code", "9720", "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789"],
      ["postal_code", "97201-12", "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789"],
      ["phone", "555-0134", "Phone number must have at least 10 digits"],
      ["phone", "phone me 5035550134", "Phone number must have at least 10 digits"],
    ])("%s %j is refused with its message", async (field, value, message) => {
      const answer = await create(member, { ...form, [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: field, message }]);
    });

    test("a ZIP+4 code and an address without line 2 are accepted", async () => {
      const { address_line_2: _line2, ...withoutLine2 } = form;
      const answer = await create(member, { ...withoutLine2, postal_code: "97201-1234" });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ postal_code: "97201-1234", address_line_2: null });
    });

    test("signed out it is a 401 and nothing is saved", async () => {
      const before = await db().address.count();
      const answer = await create(undefined, form);
      expect(answer.status).toBe(401);
      expect(await db().address.count()).toBe(before);
    });

    test("a cookie-authenticated save from another site is refused; from the shop it works", async () => {
      const fresh = await createUser(db());
      const evil = await callRoute(
        createRoute,
        apiRequest("POST", "/api/addresses", { body: form, cookie: fresh.accessToken, origin: "https://evil.example" }),
      );
      expect(evil.status).toBe(403);
      expect(evil.body.code).toBe("cross_site_request");
      expect(await db().address.count({ where: { userId: fresh.id } })).toBe(0);
      const shop = await callRoute(
        createRoute,
        apiRequest("POST", "/api/addresses", { body: form, cookie: fresh.accessToken, origin: ORIGIN }),
      );
      expect(shop.status).toBe(201);
    });
  });

  describe("GET /api/addresses and /api/addresses/{id}", () => {
    test("the list shows only the member's addresses, the default first, then the newest", async () => {
      const owner = await createUser(db());
      const other = await createUser(db());
      await createAddress(db(), other.id);
      const oldest = await createAddress(db(), owner.id, { city: "Oldest", createdAt: new Date("2025-01-01") });
      const middle = await createAddress(db(), owner.id, {
        city: "Middle",
        createdAt: new Date("2025-02-01"),
        makeDefault: true,
      });
      const newest = await createAddress(db(), owner.id, { city: "Newest", createdAt: new Date("2025-03-01") });
      const answer = await list(owner);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((address) => address.id)).toEqual([middle.id, newest.id, oldest.id]);
      expect(answer.body.data.map((address) => address.is_default_shipping)).toEqual([true, false, false]);
    });

    test("the account overview's summary counts the addresses and names the default", async () => {
      const owner = await createUser(db());
      expect(await getAddressSummary(owner.id)).toEqual({ count: 0, defaultAddress: null });
      await createAddress(db(), owner.id, { city: "Bend", state: "OR" });
      await createAddress(db(), owner.id, { city: "Austin", state: "TX" });
      const summary = await getAddressSummary(owner.id);
      expect(summary.count).toBe(2);
      expect(summary.defaultAddress).toMatchObject({ city: "Bend", state: "OR", is_default_shipping: true });
    });

    test("a member without addresses gets an empty list", async () => {
      const answer = await list(await createUser(db()));
      expect(answer.body).toEqual({ success: true, data: [] });
    });

    test("one address by id, and 404 'Address not found' for an id that does not exist", async () => {
      const address = await createAddress(db(), member.id, { city: "Bend" });
      const found = await getOne(member, address.id);
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ id: address.id, city: "Bend", country: "US" });
      const missing = await getOne(member, "no-such-address");
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, error: "Address not found", code: "not_found" });
    });

    test("signed out both are a 401", async () => {
      const address = await createAddress(db(), member.id);
      expect((await list(undefined)).status).toBe(401);
      expect((await getOne(undefined, address.id)).status).toBe(401);
    });
  });
});
