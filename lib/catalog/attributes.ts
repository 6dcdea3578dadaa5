// Pure on purpose (no server-only): the admin form checks a piece's attributes with the API's own rules, and the
// product page, the packing slip and the API's shape read the same lists.
import { z } from "zod";

/** What a piece is mostly made of; search engines ask for it (Google's `material`). */
export const METALS = [
  { value: "sterling-silver", label: "Sterling silver" },
  { value: "gold-filled", label: "Gold-filled" },
  { value: "14k-gold", label: "14k gold" },
  { value: "brass", label: "Brass" },
  { value: "copper", label: "Copper" },
  { value: "stainless-steel", label: "Stainless steel" },
  { value: "other", label: "Other" },
] as const;
export const GENDERS = [
  { value: "unisex", label: "Anyone (unisex)" },
  { value: "female", label: "Women" },
  { value: "male", label: "Men" },
] as const;
export const AGE_GROUPS = [
  { value: "adult", label: "Adults" },
  { value: "kids", label: "Kids" },
] as const;

export type Metal = (typeof METALS)[number]["value"];
export type Gender = (typeof GENDERS)[number]["value"];
export type AgeGroup = (typeof AGE_GROUPS)[number]["value"];

/** The most materials or stones a piece lists, the most colours, and the longest any one may be. */
export const MAX_MATERIALS = 8;
export const MAX_STONES = 8;
export const MAX_COLORS = 4;
export const MAX_ATTRIBUTE_LENGTH = 40;
export const MAX_CARE_LENGTH = 500;

/** A piece's attributes as the API answers and the database keeps them (docs/api.md, Shapes). */
export type JewelryAttributes = {
  materials: string[];
  metal: Metal | null;
  stones: string[];
  colors: string[];
  gender: Gender;
  ageGroup: AgeGroup;
  care: string | null;
};

const valuesOf = <T extends { value: string }>(list: readonly T[]) => list.map((entry) => entry.value);
const joined = (values: readonly string[]) =>
  `${values.slice(0, -1).join(", ")}${values.length > 1 ? " or " : ""}${values.at(-1) ?? ""}`;

/** A list of short texts (`noun` names one in messages), each trimmed to 1–40 characters; left out or null: none. */
function textList(noun: string, plural: string, max: number) {
  return (
    z
      .array(
        z
          .string({ error: `Each ${noun} must be text` })
          .trim()
          .min(1, `A ${noun} cannot be blank`)
          .max(MAX_ATTRIBUTE_LENGTH, `A ${noun} must be at most ${MAX_ATTRIBUTE_LENGTH} characters`),
        { error: `${plural[0]?.toUpperCase()}${plural.slice(1)} must be a list of text` },
      )
      // A refinement, not .max(): zod would also apply a length check to a string sent in place of the list.
      .refine((items) => items.length <= max, `At most ${max} ${plural}`)
      .nullish()
      .transform((items) => items ?? [])
  );
}

/** One value of `list`, by its `value`; left out or null: `fallback`. */
function oneOf<T extends { value: string }, F>(list: readonly T[], label: string, fallback: F) {
  const values = valuesOf(list);
  return z
    .enum(values, { error: `${label} must be ${joined(values)}` })
    .nullish()
    .transform((value) => value ?? fallback);
}

/**
 * The attribute fields of a product's body (POST /api/products, PUT /api/products/{id}), to spread into its schema:
 * each left out takes its default (no materials, stones or colours, no metal, unisex, adult, no care), on PUT too.
 */
export const attributeFields = {
  materials: textList("material", "materials", MAX_MATERIALS),
  metal: oneOf(METALS, "Metal", null),
  stones: textList("stone", "stones", MAX_STONES),
  colors: textList("colour", "colours", MAX_COLORS),
  gender: oneOf(GENDERS, "Gender", "unisex"),
  ageGroup: oneOf(AGE_GROUPS, "Age group", "adult"),
  care: z
    .string({ error: "Care must be text" })
    .trim()
    .max(MAX_CARE_LENGTH, `Care must be at most ${MAX_CARE_LENGTH} characters`)
    .nullish()
    .transform((care) => (care ? care : null)),
};

function valueIn<T extends { value: string }>(list: readonly T[], value: string | null): T["value"] | null {
  return list.find((entry) => entry.value === value)?.value ?? null;
}

/** A row's attributes in their types (the database's CHECKs keep them to the lists; anything else reads as unset). */
export function attributesOf(row: {
  materials: string[];
  metal: string | null;
  stones: string[];
  colors: string[];
  gender: string;
  ageGroup: string;
  care: string | null;
}): JewelryAttributes {
  return {
    materials: row.materials,
    metal: valueIn(METALS, row.metal),
    stones: row.stones,
    colors: row.colors,
    gender: valueIn(GENDERS, row.gender) ?? "unisex",
    ageGroup: valueIn(AGE_GROUPS, row.ageGroup) ?? "adult",
    care: row.care,
  };
}

/**
 * What the piece is made of, as its page lists it: the metal's name first unless the materials already say it (or it
 * is "other", which says nothing), then the materials as she wrote them.
 */
export function materialsOf({ metal, materials }: Pick<JewelryAttributes, "metal" | "materials">): string[] {
  const label = METALS.find((entry) => entry.value === metal && entry.value !== "other")?.label;
  const said = new Set(materials.map((material) => material.toLocaleLowerCase("en-US")));
  return label === undefined || said.has(label.toLocaleLowerCase("en-US")) ? materials : [label, ...materials];
}
