import { afterAll, describe, expect, test } from "vitest";
import { applyMigrations } from "../../scripts/db/migrations";
import { createEmptyDatabase, dropDatabase } from "../support/database";
import { migrateBefore, sql } from "../support/migrations-before";

const STUDS_DESCRIPTION =
  "4 mm faceted garnets set in sterling silver bezel cups on sterling posts, with butterfly backs.";

describe("the jewelry-attributes migration on a shop seeded before it", () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((name) => dropDatabase(name)));
  });

  test("demo pieces still as seeded get their attributes; a reworded demo piece and the maker's own keep the defaults", async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    await migrateBefore(database.url, "_jewelry_attributes");

    await sql(
      database.url,
      `INSERT INTO products (id, name, description, price_cents, category, updated_at) VALUES
         ('studs', 'Garnet Bezel Studs', '${STUDS_DESCRIPTION}', 3000, 'Earrings', now()),
         ('bangles', 'Hammered Brass Bangle Trio', 'In my own words now.', 3200, 'Bracelets', now()),
         ('own', 'The maker''s own ring', 'Silver.', 4000, 'Rings', now())`,
    );
    await applyMigrations(database.url);

    const rows = await sql<{
      id: string;
      materials: string[];
      metal: string | null;
      stones: string[];
      colors: string[];
      gender: string;
      age_group: string;
      care: string | null;
    }>(database.url, "SELECT id, materials, metal, stones, colors, gender, age_group, care FROM products ORDER BY id");
    const defaults = {
      materials: [],
      metal: null,
      stones: [],
      colors: [],
      gender: "unisex",
      age_group: "adult",
      care: null,
    };
    expect(rows).toEqual([
      { id: "bangles", ...defaults },
      { id: "own", ...defaults },
      {
        id: "studs",
        materials: ["Sterling silver", "Garnet"],
        metal: "sterling-silver",
        stones: ["Garnet"],
        colors: ["Red", "Silver"],
        gender: "unisex",
        age_group: "adult",
        care: "Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.",
      },
    ]);
  });

  test("the database refuses attributes outside the rules", async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    await applyMigrations(database.url);
    const insert = (column: string, value: string) =>
      sql(
        database.url,
        `INSERT INTO products (id, name, price_cents, category, updated_at, ${column})
         VALUES ('p_${column}', 'Bead', 800, 'Rings', now(), ${value})`,
      );
    await expect(insert("materials", "ARRAY['a','b','c','d','e','f','g','h','i']")).rejects.toThrow(
      /products_materials_check/,
    );
    await expect(insert("stones", `ARRAY['${"x".repeat(41)}']`)).rejects.toThrow(/products_stones_check/);
    await expect(insert("colors", "ARRAY['']")).rejects.toThrow(/products_colors_check/);
    await expect(insert("metal", "'gold'")).rejects.toThrow(/products_metal_check/);
    await expect(insert("gender", "'woman'")).rejects.toThrow(/products_gender_check/);
    await expect(insert("age_group", "'baby'")).rejects.toThrow(/products_age_group_check/);
    await expect(insert("care", "''")).rejects.toThrow(/products_care_check/);
    await insert("materials", "ARRAY['Sterling silver','Garnet']");
  });
});
