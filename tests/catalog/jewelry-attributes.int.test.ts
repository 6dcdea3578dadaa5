import { beforeAll, describe, expect, test } from "vitest";
import { GET as listRoute, POST } from "@/app/api/products/route";
import { GET as detailRoute, PUT } from "@/app/api/products/[id]/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createAdmin } from "../factories/users";

type Attributes = {
  id: string;
  materials: string[];
  metal: string | null;
  stones: string[];
  colors: string[];
  gender: string;
  ageGroup: string;
  care: string | null;
};

const piece = { name: "Garnet Drop Earrings", price: 48, category: "Earrings", stock: 2 };

const garnetDrops = {
  materials: ["  Sterling silver ", "Garnet"],
  metal: "sterling-silver",
  stones: ["Garnet"],
  colors: ["Red", "Silver"],
  gender: "female",
  ageGroup: "adult",
  care: "  Keep dry; polish with a soft cloth.  ",
};

const DEFAULTS = {
  materials: [],
  metal: null,
  stones: [],
  colors: [],
  gender: "unisex",
  ageGroup: "adult",
  care: null,
};

describe("a piece's jewelry attributes (POST/PUT/GET /api/products)", () => {
  const database = useTestDatabase();
  let token = "";

  beforeAll(async () => {
    token = (await createAdmin(database.client())).accessToken;
  });

  const create = (body: unknown) => callRoute<Attributes>(POST, apiRequest("POST", "/api/products", { body, token }));
  const replace = (id: string, body: unknown) =>
    callRoute<Attributes>(PUT, apiRequest("PUT", `/api/products/${id}`, { body, token }), { id });
  const read = (id: string) => callRoute<Attributes>(detailRoute, apiRequest("GET", `/api/products/${id}`), { id });
  const list = () => callRoute<Attributes[]>(listRoute, apiRequest("GET", "/api/products?limit=100"));

  test("the maker saves them and every read answers them, trimmed", async () => {
    const created = await create({ ...piece, ...garnetDrops });
    expect(created.status).toBe(201);
    const saved = {
      materials: ["Sterling silver", "Garnet"],
      metal: "sterling-silver",
      stones: ["Garnet"],
      colors: ["Red", "Silver"],
      gender: "female",
      ageGroup: "adult",
      care: "Keep dry; polish with a soft cloth.",
    };
    expect(created.body.data).toMatchObject(saved);
    const id = created.body.data.id;

    expect((await read(id)).body.data).toMatchObject(saved);
    expect((await list()).body.data.find((product) => product.id === id)).toMatchObject(saved);

    const changed = await replace(id, {
      ...piece,
      materials: ["Brass"],
      metal: "brass",
      stones: [],
      colors: ["Gold"],
      gender: "male",
      ageGroup: "kids",
      care: "Brass darkens; a little lemon juice brightens it.",
    });
    expect(changed.status).toBe(200);
    const replaced = {
      materials: ["Brass"],
      metal: "brass",
      stones: [],
      colors: ["Gold"],
      gender: "male",
      ageGroup: "kids",
      care: "Brass darkens; a little lemon juice brightens it.",
    };
    expect(changed.body.data).toMatchObject(replaced);
    expect((await read(id)).body.data).toMatchObject(replaced);
  });

  test("left out, they take their defaults, on POST and on PUT (which replaces them)", async () => {
    const created = await create(piece);
    expect(created.body.data).toMatchObject(DEFAULTS);

    const withThem = await create({ ...piece, ...garnetDrops });
    const id = withThem.body.data.id;
    const replaced = await replace(id, piece);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject(DEFAULTS);
    expect(await database.client().product.findUniqueOrThrow({ where: { id } })).toMatchObject(DEFAULTS);
  });

  test("null lists, a null metal and blank care are none", async () => {
    const created = await create({ ...piece, materials: null, stones: null, colors: null, metal: null, care: "   " });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(DEFAULTS);
  });

  test.each([
    ["9 materials", { materials: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] }, "materials", "At most 8 materials"],
    [
      "a 41-character stone",
      { stones: ["Garnet", "x".repeat(41)] },
      "stones.1",
      "A stone must be at most 40 characters",
    ],
    ["a blank material", { materials: ["Silver", "  "] }, "materials.1", "A material cannot be blank"],
    ["materials as text", { materials: "Silver" }, "materials", "Materials must be a list of text"],
    ["5 colours", { colors: ["Red", "Blue", "Green", "Gold", "Pink"] }, "colors", "At most 4 colours"],
    [
      'metal "gold"',
      { metal: "gold" },
      "metal",
      "Metal must be sterling-silver, gold-filled, 14k-gold, brass, copper, stainless-steel or other",
    ],
    ['gender "woman"', { gender: "woman" }, "gender", "Gender must be unisex, female or male"],
    ['ageGroup "baby"', { ageGroup: "baby" }, "ageGroup", "Age group must be adult or kids"],
    ["care of 501 characters", { care: "c".repeat(501) }, "care", "Care must be at most 500 characters"],
  ])("%s: 400 naming the field, on POST and on PUT", async (_label, change, path, message) => {
    const posted = await create({ ...piece, ...change });
    expect(posted.status).toBe(400);
    expect(posted.body).toMatchObject({ success: false, code: "validation_error", details: [{ path, message }] });

    const existing = await create(piece);
    const put = await replace(existing.body.data.id, { ...piece, ...change });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ code: "validation_error", details: [{ path, message }] });
  });

  test("care of exactly 500 characters and 8 materials of 40 are kept", async () => {
    const materials = Array.from({ length: 8 }, (_, index) => `${index}`.padEnd(40, "m"));
    const created = await create({ ...piece, materials, care: "c".repeat(500) });
    expect(created.status).toBe(201);
    expect(created.body.data.materials).toHaveLength(8);
    expect(created.body.data.care).toHaveLength(500);
  });
});
