import { describe, expect, test } from "vitest";
import { createAddress } from "../factories/addresses";
import { createUser } from "../factories/users";
import { addressApi } from "../support/address-api";
import { useTestDatabase } from "../support/database";
import { apiRequest, callRoute } from "../support/api";
import { PUT as updateRoute } from "@/app/api/addresses/[id]/route";

describe("changing addresses", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const defaultOf = async (userId: string) =>
    (await db().user.findUniqueOrThrow({ where: { id: userId }, select: { defaultAddressId: true } })).defaultAddressId;

  describe("PUT /api/addresses/{id}", () => {
    test("a member changes the fields sent; the others keep their values; null clears line 2", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id, { city: "Portland", addressLine2: "Unit 9" });
      const answer = await addressApi.update(member, address.id, {
        city: "  Salem ",
        state: "or",
        address_line_2: null,
        country: "MX",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: address.id,
        city: "Salem",
        state: "OR",
        address_line_2: null,
        country: "US",
      });
      expect(answer.body.data.first_name).toBe(address.firstName);
      expect(await db().address.findUniqueOrThrow({ where: { id: address.id } })).toMatchObject({
        city: "Salem",
        addressLine2: null,
      });
    });

    test("is_default_shipping: true makes the edited address the default", async () => {
      const member = await createUser(db());
      const first = await createAddress(db(), member.id);
      const second = await createAddress(db(), member.id);
      expect(await defaultOf(member.id)).toBe(first.id);
      const answer = await addressApi.update(member, second.id, { is_default_shipping: true });
      expect(answer.body.data.is_default_shipping).toBe(true);
      expect(await defaultOf(member.id)).toBe(second.id);
    });

    test.each([
      ["first_name", "", "First name is required"],
      ["postal_code", "ABCDE", "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789"],
      ["state", "PR", "State must be one of the 50 US states, e.g. CA"],
      ["phone", "12345", "Phone number must have at least 10 digits"],
    ])("%s %j is a 400 naming the field, and nothing changes", async (field, value, message) => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id);
      const answer = await addressApi.update(member, address.id, { [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: field, message }]);
      expect(await db().address.findUniqueOrThrow({ where: { id: address.id } })).toEqual(address);
    });

    test("signed out it is a 401; a missing id is a 404", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id);
      expect((await addressApi.update(undefined, address.id, { city: "Nowhere" })).status).toBe(401);
      const missing = await addressApi.update(member, "no-such-address", { city: "Nowhere" });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe("Address not found");
    });

    test("a cookie-authenticated edit from another site is refused", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id);
      const request = apiRequest("PUT", `/api/addresses/${address.id}`, {
        body: { city: "Hijacked" },
        cookie: member.accessToken,
        origin: "https://evil.example",
      });
      const answer = await callRoute(updateRoute, request, { id: address.id });
      expect(answer.status).toBe(403);
      expect((await db().address.findUniqueOrThrow({ where: { id: address.id } })).city).toBe(address.city);
    });
  });

  describe("DELETE /api/addresses/{id}", () => {
    test("deleting an address answers the addresses left", async () => {
      const member = await createUser(db());
      const kept = await createAddress(db(), member.id);
      const gone = await createAddress(db(), member.id);
      const answer = await addressApi.remove(member, gone.id);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((address) => address.id)).toEqual([kept.id]);
      expect(await db().address.findUnique({ where: { id: gone.id } })).toBeNull();
      expect(await defaultOf(member.id)).toBe(kept.id);
    });

    test("deleting the default makes the most recently created remaining address the default", async () => {
      const member = await createUser(db());
      const older = await createAddress(db(), member.id, { createdAt: new Date("2025-01-01") });
      const def = await createAddress(db(), member.id, { createdAt: new Date("2025-02-01"), makeDefault: true });
      const newer = await createAddress(db(), member.id, { createdAt: new Date("2025-03-01") });
      const answer = await addressApi.remove(member, def.id);
      expect(answer.body.data.map((address) => [address.id, address.is_default_shipping])).toEqual([
        [newer.id, true],
        [older.id, false],
      ]);
      expect(await defaultOf(member.id)).toBe(newer.id);
    });

    test("deleting the last address leaves no default", async () => {
      const member = await createUser(db());
      const only = await createAddress(db(), member.id);
      const answer = await addressApi.remove(member, only.id);
      expect(answer.body).toEqual({ success: true, data: [] });
      expect(await defaultOf(member.id)).toBeNull();
    });

    test("an address used by a past order can be deleted; the order keeps its snapshot", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id, { city: "Astoria" });
      const order = await db().order.create({
        data: {
          userId: member.id,
          email: member.email,
          subtotalCents: 2_450,
          shippingCents: 0,
          taxCents: 0,
          taxRatePpm: 0,
          taxSource: "not-registered",
          totalCents: 2_450,
          shippingMethod: "standard",
          shippingAddressId: address.id,
          shippingAddress: { city: "Astoria" },
          paymentIntentId: `pi_test_${address.id}`,
        },
      });
      expect((await addressApi.remove(member, address.id)).status).toBe(200);
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        shippingAddressId: null,
        shippingAddress: { city: "Astoria" },
      });
    });

    test("signed out it is a 401; a missing id is a 404", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id);
      expect((await addressApi.remove(undefined, address.id)).status).toBe(401);
      expect((await addressApi.remove(member, "no-such-address")).status).toBe(404);
      expect(await db().address.count({ where: { userId: member.id } })).toBe(1);
    });
  });

  describe("PUT /api/addresses/{id}/default", () => {
    test("a member picks another default; exactly one address is the default afterwards", async () => {
      const member = await createUser(db());
      const first = await createAddress(db(), member.id);
      const second = await createAddress(db(), member.id);
      const answer = await addressApi.makeDefault(member, second.id);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: second.id, is_default_shipping: true });
      const listed = await addressApi.list(member);
      expect(listed.body.data.map((address) => [address.id, address.is_default_shipping])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });

    test("signed out it is a 401; a missing id is a 404", async () => {
      const member = await createUser(db());
      const address = await createAddress(db(), member.id, { makeDefault: false });
      expect((await addressApi.makeDefault(undefined, address.id)).status).toBe(401);
      expect((await addressApi.makeDefault(member, "no-such-address")).status).toBe(404);
      expect(await defaultOf(member.id)).toBeNull();
    });
  });

  describe("another member's address", () => {
    test("member B cannot read, edit, delete or default member A's address: 404 and nothing changes", async () => {
      const alice = await createUser(db());
      const bob = await createUser(db());
      const bobsOwn = await createAddress(db(), bob.id);
      const first = await createAddress(db(), alice.id, { city: "Alice Town" });
      const second = await createAddress(db(), alice.id, { city: "Alice Second" });
      const before = await db().address.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } });

      const answers = [
        await addressApi.get(bob, first.id),
        await addressApi.update(bob, first.id, { city: "Bob Was Here" }),
        await addressApi.update(bob, second.id, { is_default_shipping: true }),
        await addressApi.makeDefault(bob, second.id),
        await addressApi.remove(bob, first.id),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ success: false, error: "Address not found", code: "not_found" });
      }
      expect(await db().address.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } })).toEqual(before);
      expect(await defaultOf(alice.id)).toBe(first.id);
      expect(await defaultOf(bob.id)).toBe(bobsOwn.id);
      expect((await addressApi.list(bob)).body.data.map((address) => address.id)).toEqual([bobsOwn.id]);
    });
  });
});
