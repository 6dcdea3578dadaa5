// Pure: which of the admin form's inputs a refusal is about, and which message it shows. Unit-tested.
import { ATTRIBUTE_FIELDS } from "@/components/admin/product-form/attribute-values";
import type {
  ProductFlagField,
  ProductTextField,
  VariantTextField,
} from "@/components/admin/product-form/product-form-values";
import { isRecord } from "@/lib/is-record";

/**
 * An input of the form, by the name its id carries: a field, a size's field (`variants.2.label`), the size list's
 * Add button (`variants`), the file input of the upload, or the submit button.
 */
export type ProductFieldName =
  ProductTextField | ProductFlagField | `variants.${number}.${VariantTextField}` | "variants" | "upload" | "submit";

type ErrorBody = { error?: unknown; details?: unknown };

function firstDetail(body: ErrorBody): { path: string; message: string } | null {
  if (!Array.isArray(body.details)) return null;
  const first: unknown = body.details[0];
  if (!isRecord(first) || typeof first.message !== "string" || first.message === "") return null;
  return { path: typeof first.path === "string" ? first.path : "", message: first.message };
}

/**
 * What a failed save says (docs/pages.md, Admin): the first detail's message, else the server's error, else `fallback`.
 */
export function failureMessage(body: unknown, fallback: string): { message: string; field: ProductFieldName | null } {
  if (!isRecord(body)) return { message: fallback, field: null };
  const detail = firstDetail(body);
  if (detail) return { message: detail.message, field: formFieldOf(detail.path) };
  if (typeof body.error === "string" && body.error !== "") return { message: body.error, field: null };
  return { message: fallback, field: null };
}

// Fields the payload names as the form does.
const SAME_NAME = [
  "name",
  "description",
  "price",
  "category",
  "stock",
  "variantName",
  "leadTimeDays",
  "oneOfAKind",
  "published",
  ...ATTRIBUTE_FIELDS,
] as const satisfies readonly ProductFieldName[];

// A Map: a path's part names a field or nothing, never what Object's prototype holds ("constructor").
const PERSONALIZATION_FIELDS = new Map<string, ProductFieldName>([
  ["label", "personalizationLabel"],
  ["maxLength", "personalizationMaxLength"],
  ["required", "personalizationRequired"],
]);

/** A size's input for the rest of a path under `variants.N` (its id and its shown stock point at label and stock). */
function variantField(index: string | undefined, part: string | undefined): ProductFieldName {
  if (index === undefined || !/^\d+$/.test(index)) return "variants";
  const field: VariantTextField =
    part === "price" ? "price" : part === "stock" || part === "previousStock" ? "stock" : "label";
  return `variants.${Number(index)}.${field}`;
}

/**
 * The input a validation path points at ("images.0" → "imageUrl", "variants.2.label" → that size's label,
 * "personalization.maxLength" → its field, "stones.1" → the stones' field), or null for anything else.
 */
export function formFieldOf(path: string): ProductFieldName | null {
  const [head, second, third] = path.split(".");
  if (head === "images") return "imageUrl";
  if (head === "previousStock") return "stock";
  if (head === "variants") return variantField(second, third);
  if (head === "personalization")
    return (second === undefined ? undefined : PERSONALIZATION_FIELDS.get(second)) ?? "personalized";
  return SAME_NAME.find((field) => field === head) ?? null;
}
