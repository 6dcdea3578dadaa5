import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "@/lib/field-errors";

const schema = z
  .object({
    name: z.string().min(1, "Name is required"),
    code: z.string().length(6, "Six characters").regex(/^\d+$/, "Digits only"),
  })
  .refine((form) => form.name !== "root", { path: ["name"], message: "Not that name" })
  .refine(() => false, { path: ["elsewhere"], message: "About no field of the form" });

describe("fieldErrorsOf", () => {
  test("groups every broken rule's message under its field, and drops messages about fields the form lacks", () => {
    expect(fieldErrorsOf(schema, { name: "", code: "12a" })).toEqual({
      name: ["Name is required"],
      code: ["Six characters", "Digits only"],
    });
  });

  test("values that pass have no errors", () => {
    expect(fieldErrorsOf(z.object({ name: z.string() }), { name: "Ada" })).toEqual({});
  });
});
