import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import uncontrolledFields from "@/eslint/uncontrolled-fields.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });
const allow = [{ file: "components/admin/product-form/image-upload-field.tsx", reason: "uploads write it" }];
const controlled = [{ messageId: "controlled" }];

describe("atelier/uncontrolled-fields", () => {
  tester.run("uncontrolled-fields", uncontrolledFields, {
    valid: [
      { code: `<input name="email" type="email" defaultValue={email} />`, filename: "components/auth/a.tsx" },
      { code: `<textarea name="note" defaultValue="" />`, filename: "components/admin/b.tsx" },
      // Choices and hidden values are not typed into: their value is what they stand for.
      {
        code: `<input type="radio" name="shippingMethod" value={id} defaultChecked={checked} />`,
        filename: "components/c.tsx",
      },
      { code: `<input type="checkbox" name="productIds" value={piece.id} />`, filename: "components/d.tsx" },
      { code: `<input type="hidden" name="status" value={status} />`, filename: "app/e.tsx" },
      { code: `<input type="range" value={range.min} onChange={move} />`, filename: "components/f.tsx" },
      { code: `<select name="carrier" value={carrier} onChange={choose} />`, filename: "components/g.tsx" },
      // A component's `value` prop is its own business.
      { code: `<ShippingMethodOptions value={method} />`, filename: "components/h.tsx" },
      {
        code: `<input name="imageUrl" value={imageUrl} onChange={change} />`,
        filename: "components/admin/product-form/image-upload-field.tsx",
        options: [{ allow }],
      },
    ],
    invalid: [
      {
        code: `<input name="q" value={typed} onChange={change} />`,
        filename: "components/admin/a.tsx",
        errors: controlled,
      },
      { code: `<input type="email" value={email} />`, filename: "components/b.tsx", errors: controlled },
      { code: `<input type="number" value={stock} />`, filename: "app/c.tsx", errors: controlled },
      { code: `<textarea value={note} onChange={change} />`, filename: "components/d.tsx", errors: controlled },
      // A type chosen at run time may be a text one.
      {
        code: `<input type={numeric ? "number" : "text"} value={row.price} />`,
        filename: "components/e.tsx",
        errors: controlled,
      },
      { code: `<input type={kind} value={text} />`, filename: "components/f.tsx", errors: controlled },
      // The allow-list names files, not fields.
      {
        code: `<input name="q" value={typed} />`,
        filename: "components/admin/other.tsx",
        options: [{ allow }],
        errors: controlled,
      },
    ],
  });
});
