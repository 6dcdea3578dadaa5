// Pure: the admin form's "Details for shoppers and search engines" as typed, and as the API takes them. Unit-tested.
import type { JewelryAttributes } from "@/lib/catalog/attributes";

/** The attributes' fields exactly as typed: lists as comma-separated text, no metal as "". */
export type AttributeFormValues = {
  materials: string;
  metal: string;
  stones: string;
  colors: string;
  gender: string;
  ageGroup: string;
  care: string;
};

/** What the form sends for them; checked with the API's schema, which names any refused field. */
export type AttributeDraft = {
  materials: string[];
  metal: string | null;
  stones: string[];
  colors: string[];
  gender: string;
  ageGroup: string;
  care: string | null;
};

/** The names of the attributes' fields, in the order the form reads them. */
export const ATTRIBUTE_FIELDS = [
  "materials",
  "metal",
  "stones",
  "colors",
  "gender",
  "ageGroup",
  "care",
] as const satisfies readonly (keyof AttributeFormValues)[];

export const EMPTY_ATTRIBUTES: AttributeFormValues = {
  materials: "",
  metal: "",
  stones: "",
  colors: "",
  gender: "unisex",
  ageGroup: "adult",
  care: "",
};

/** The edit form's fields from a saved piece: its lists joined with commas. */
export function attributeValuesOf(piece: JewelryAttributes): AttributeFormValues {
  return {
    materials: piece.materials.join(", "),
    metal: piece.metal ?? "",
    stones: piece.stones.join(", "),
    colors: piece.colors.join(", "),
    gender: piece.gender,
    ageGroup: piece.ageGroup,
    care: piece.care ?? "",
  };
}

/** A comma-separated field as a list: each part trimmed, empty parts (",," or a trailing comma) dropped. */
export function listOf(typed: string): string[] {
  return typed
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The attributes the form sends for what is typed. */
export function attributePayload(values: AttributeFormValues): AttributeDraft {
  return {
    materials: listOf(values.materials),
    metal: values.metal === "" ? null : values.metal,
    stones: listOf(values.stones),
    colors: listOf(values.colors),
    gender: values.gender,
    ageGroup: values.ageGroup,
    care: values.care,
  };
}

/** A saved piece's attributes as a PUT sends them back unchanged. */
export function attributeDraftOf(piece: JewelryAttributes): AttributeDraft {
  const { materials, metal, stones, colors, gender, ageGroup, care } = piece;
  return { materials, metal, stones, colors, gender, ageGroup, care };
}
