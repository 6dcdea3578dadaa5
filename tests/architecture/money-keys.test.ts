import path from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { dollarsAsCents, dollarsParsers, withCentsNames } from "@/lib/pricing/dollars-schema";
import { filesUnder, readSource, ROOT } from "@/tests/support/import-graph";

// Money is integer cents inside under a `…Cents` name (docs/architecture.md): a field the dollars parser reads is
// `price` on the wire and must come out of its schema as `priceCents`, never as cents under the dollar name.

const CHECKED = Symbol("money-keys");

/** Wrappers whose one inner schema is what they parse. */
function innerOf(schema: z.core.$ZodType): z.core.$ZodType | null {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault ||
    schema instanceof z.core.$ZodReadonly ||
    schema instanceof z.core.$ZodCatch ||
    schema instanceof z.core.$ZodNonOptional
  ) {
    return schema._zod.def.innerType;
  }
  return null;
}

/** The schemas a schema is made of (an object's fields are its own, read by `visit`). */
function partsOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const inner = innerOf(schema);
  if (inner) return [inner];
  if (schema instanceof z.core.$ZodPipe) return [schema._zod.def.in, schema._zod.def.out];
  if (schema instanceof z.core.$ZodArray) return [schema._zod.def.element];
  if (schema instanceof z.core.$ZodUnion) return [...schema._zod.def.options];
  if (schema instanceof z.core.$ZodIntersection) return [schema._zod.def.left, schema._zod.def.right];
  if (schema instanceof z.core.$ZodRecord) return [schema._zod.def.valueType];
  if (schema instanceof z.core.$ZodTuple) return [...schema._zod.def.items];
  if (schema instanceof z.core.$ZodLazy) return [schema._zod.def.getter()];
  return [];
}

/** Whether a field's schema parses dollars (through optional, nullish, preprocess, a transform after it…). */
function readsDollars(schema: z.core.$ZodType): boolean {
  if (dollarsParsers.has(schema)) return true;
  if (schema instanceof z.core.$ZodObject) return false;
  return partsOf(schema).some(readsDollars);
}

type Rename = (parsed: Record<string, unknown>) => unknown;

/** The name a field comes out under: its object's transform (withCentsNames) applied to the field alone. */
function outputName(key: string, rename: Rename | null): string {
  if (!rename) return key;
  const renamed = rename({ [key]: CHECKED });
  if (typeof renamed !== "object" || renamed === null) return key;
  return Object.entries(renamed).find(([, value]) => value === CHECKED)?.[0] ?? key;
}

/**
 * Every field, at any depth of `schema`, that the dollars parser reads and whose parsed name does not end in `Cents`.
 */
function dollarsKeysWithoutCents(name: string, schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<z.core.$ZodType>();
  const visit = (current: z.core.$ZodType, where: string, rename: Rename | null) => {
    if (seen.has(current)) return;
    seen.add(current);
    if (current instanceof z.core.$ZodObject) {
      for (const [key, field] of Object.entries(current._zod.def.shape)) {
        const output = outputName(key, rename);
        if (readsDollars(field) && !output.endsWith("Cents")) found.push(`${where}.${key} → ${output}`);
        visit(field, `${where}.${key}`, null);
      }
      return;
    }
    if (
      current instanceof z.core.$ZodPipe &&
      current._zod.def.in instanceof z.core.$ZodObject &&
      current._zod.def.out instanceof z.core.$ZodTransform
    ) {
      const transform = current._zod.def.out._zod.def.transform;
      visit(current._zod.def.in, where, (parsed) => transform(parsed, { value: parsed, issues: [] }));
      return;
    }
    for (const part of partsOf(current)) visit(part, where, null);
  };
  visit(schema, name, null);
  return found;
}

/** Every lib/ module that builds a schema with the dollars parser (the parser's own module aside). */
const moneyModules = filesUnder("lib").filter(
  (file) => file !== "lib/pricing/dollars-schema.ts" && /\bdollarsAsCents\(/.test(readSource(file)),
);

describe("money keys: a field parsed from dollars comes out in cents under a …Cents name", () => {
  test("the scan finds the shop's money schemas (a broken scan must not pass by finding nothing)", () => {
    expect(moneyModules).toEqual(
      expect.arrayContaining([
        "lib/catalog/schemas.ts",
        "lib/discounts/schemas.ts",
        "lib/commissions/schemas.ts",
        "lib/orders/refunds/schemas.ts",
      ]),
    );
  });

  test("every exported schema of every module using the dollars parser names its parsed money …Cents", async () => {
    const bad: string[] = [];
    for (const file of moneyModules) {
      const exports = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (value instanceof z.core.$ZodType) bad.push(...dollarsKeysWithoutCents(`${file}:${name}`, value));
      }
    }
    expect(bad).toEqual([]);
  });

  test("the check refuses cents left under a dollar name, at any depth, and accepts the renamed field", () => {
    const price = dollarsAsCents("price");
    expect(dollarsKeysWithoutCents("bare", z.object({ price }))).toEqual(["bare.price → price"]);
    const nested = withCentsNames(z.object({ price, lines: z.array(z.object({ amount: price.optional() })) }), [
      "price",
    ]);
    expect(dollarsKeysWithoutCents("nested", nested)).toEqual(["nested.lines.amount → amount"]);
    expect(dollarsKeysWithoutCents("renamed", withCentsNames(z.object({ price: price.nullish() }), ["price"]))).toEqual(
      [],
    );
  });
});
