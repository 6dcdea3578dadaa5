import { describe, expect, test } from "vitest";
import { catalogueHref, readCatalogueFilters } from "@/components/admin/catalogue/catalogue-query";
import { moveItem, movedAnnouncement, orderedPhotos } from "@/components/admin/product-form/list-order";
import { failureMessage, formFieldOf } from "@/components/admin/product-form/product-form-errors";
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  productPayload,
  type ProductFormValues,
} from "@/components/admin/product-form/product-form-values";
import { stockDraft } from "@/components/admin/product-form/product-payload";
import { productInputSchema } from "@/lib/catalog/schemas";
import { productDto } from "../support/product-dto";

const typed: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: "Sea Glass Drops",
  description: "Tumbled glass.",
  price: "24.50",
  category: "Earrings",
  stock: "3",
  imageUrl: "",
};

/** What a plain piece sends besides its words, price, stock and images: the form's defaults. */
const PLAIN = {
  oneOfAKind: false,
  leadTimeDays: 0,
  variantName: null,
  variants: [],
  personalization: null,
  published: true,
  materials: [],
  metal: null,
  stones: [],
  colors: [],
  gender: "unisex",
  ageGroup: "adult",
  care: null,
};

const product = productDto({
  id: "p1",
  name: "Pearl Cluster Ring",
  description: null,
  priceCents: 1850,
  category: "Rings",
  stock: 0,
  imageUrl: "/uploads/a.png",
  images: ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png"],
});

/** A ring in three sizes, the largest dearer, engraved, made to order, still a draft. */
const ring = productDto({
  id: "r1",
  name: "Signet Ring",
  priceCents: 4_000,
  basePriceCents: 4_000,
  priceVaries: true,
  category: "Rings",
  stock: 5,
  leadTimeDays: 10,
  oneOfAKind: false,
  published: false,
  variantName: "Ring size",
  variants: [
    { id: "v6", label: "6", priceCents: 4_000, ownPrice: false, stock: 2, inStock: true },
    { id: "v7", label: "7", priceCents: 4_000, ownPrice: false, stock: 0, inStock: false },
    { id: "v8", label: "8", priceCents: 4_550, ownPrice: true, stock: 3, inStock: true },
  ],
  personalization: { label: "Initials", maxLength: 3, required: true },
});

describe("the admin form's payload", () => {
  test("price is sent as a decimal number, stock and lead time as whole numbers, with the form's defaults", () => {
    expect(productPayload(typed)).toEqual({
      name: "Sea Glass Drops",
      description: "Tumbled glass.",
      price: 24.5,
      category: "Earrings",
      stock: 3,
      images: [],
      ...PLAIN,
      // The care field as typed: the server trims it, and a blank one is none.
      care: "",
    });
  });

  test("materials, stones and colours are split at commas and trimmed; no metal is null", () => {
    const payload = productPayload({
      ...typed,
      materials: " Sterling silver ,Garnet,, ",
      metal: "",
      stones: "Garnet",
      colors: "Red, Silver,",
      gender: "female",
      ageGroup: "kids",
      care: "Keep dry.",
    });
    expect(payload).toMatchObject({
      materials: ["Sterling silver", "Garnet"],
      metal: null,
      stones: ["Garnet"],
      colors: ["Red", "Silver"],
      gender: "female",
      ageGroup: "kids",
      care: "Keep dry.",
    });
    expect(productPayload({ ...typed, metal: "brass", materials: " , " })).toMatchObject({
      metal: "brass",
      materials: [],
    });
  });

  test("an empty stock or lead time means 0, an empty price and category mean missing", () => {
    const payload = productPayload({ ...typed, price: " ", category: "", stock: "", leadTimeDays: " " });
    expect(payload).toMatchObject({ price: undefined, category: undefined, stock: 0, leadTimeDays: 0 });
  });

  test("an image URL becomes a one-element list; a blank one an empty list", () => {
    expect(productPayload({ ...typed, imageUrl: " /uploads/x.png " }).images).toEqual(["/uploads/x.png"]);
    expect(productPayload({ ...typed, imageUrl: "   " }).images).toEqual([]);
  });

  test("editing keeps the photos after the first that the product already had, in their order", () => {
    expect(
      productPayload({ ...typed, imageUrl: "/uploads/new.png" }, ["/uploads/b.png", "/uploads/c.png"]).images,
    ).toEqual(["/uploads/new.png", "/uploads/b.png", "/uploads/c.png"]);
    // Clearing the first image leaves the others; choosing one of them as first does not list it twice.
    expect(productPayload({ ...typed, imageUrl: "" }, ["/uploads/b.png"]).images).toEqual(["/uploads/b.png"]);
    expect(
      productPayload({ ...typed, imageUrl: "/uploads/b.png" }, ["/uploads/b.png", "/uploads/c.png"]).images,
    ).toEqual(["/uploads/b.png", "/uploads/c.png"]);
  });

  test("with sizes: each row with its id, own price (blank: none) and shown stock; no product stock; the sizes' name", () => {
    const values = formValuesOf(ring);
    values.variants.push({ key: "new-1", label: "9", price: "", stock: "" });
    const payload = productPayload(values, [], ring.stock);
    expect(payload).not.toHaveProperty("stock");
    expect(payload).not.toHaveProperty("previousStock");
    expect(payload).toMatchObject({
      price: 40,
      variantName: "Ring size",
      variants: [
        { id: "v6", label: "6", price: null, stock: 2, previousStock: 2 },
        { id: "v7", label: "7", price: null, stock: 0, previousStock: 0 },
        { id: "v8", label: "8", price: 45.5, stock: 3, previousStock: 3 },
        { label: "9", price: null, stock: 0 },
      ],
      personalization: { label: "Initials", maxLength: 3, required: true },
      leadTimeDays: 10,
      published: false,
    });
    expect(payload.variants[3]).not.toHaveProperty("id");
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  test("personalization off sends none, whatever its fields hold; on, its max length is parsed", () => {
    const off = productPayload({ ...typed, personalized: false, personalizationLabel: "Initials" });
    expect(off.personalization).toBeNull();
    const on = productPayload({
      ...typed,
      personalized: true,
      personalizationLabel: "Name to engrave",
      personalizationMaxLength: "12",
    });
    expect(on.personalization).toEqual({ label: "Name to engrave", maxLength: 12, required: false });
  });

  test("the server's schema flags what the form would send wrong, with the server's words and the path of the input", () => {
    const issueFor = (values: ProductFormValues) =>
      productInputSchema.safeParse(productPayload(values)).error?.issues[0];
    expect(issueFor({ ...typed, price: "19.999" })?.message).toBe("Price can have at most 2 decimal places");
    expect(issueFor({ ...typed, price: "" })?.message).toBe("Price is required");
    expect(issueFor({ ...typed, stock: "1.5" })?.message).toBe("Stock must be a whole number");
    expect(issueFor({ ...typed, name: "  " })?.message).toBe("Name is required");
    expect(issueFor({ ...typed, category: "" })?.message).toBe("Category is required");
    expect(issueFor({ ...typed, leadTimeDays: "61" })?.message).toBe("Lead time must be at most 60 business days");
    const sizes = {
      ...typed,
      variantName: "Ring size",
      variants: [
        { key: "a", label: "6", price: "", stock: "1" },
        { key: "b", label: " ", price: "", stock: "1" },
      ],
    };
    const blankLabel = issueFor(sizes);
    expect(blankLabel?.message).toBe("Each size or length needs a label");
    expect(formFieldOf(blankLabel?.path.join(".") ?? "")).toBe("variants.1.label");
    expect(
      issueFor({ ...sizes, variantName: "", variants: [{ key: "a", label: "6", price: "", stock: "1" }] })?.path,
    ).toEqual(["variantName"]);
    const maxLength = issueFor({
      ...typed,
      personalized: true,
      personalizationLabel: "Initials",
      personalizationMaxLength: "",
    });
    expect(formFieldOf(maxLength?.path.join(".") ?? "")).toBe("personalizationMaxLength");
  });
});

describe("the edit form", () => {
  test("is prefilled from the product, showing its first image and the price with cents", () => {
    expect(formValuesOf(product)).toEqual({
      ...EMPTY_PRODUCT_FORM,
      name: "Pearl Cluster Ring",
      description: "",
      price: "18.50",
      category: "Rings",
      stock: "0",
      imageUrl: "/uploads/a.png",
    });
  });

  test("a piece in sizes: its base price (not the lowest), each size's own price only when it has one, its text and state", () => {
    const values = formValuesOf(ring);
    expect(values).toMatchObject({
      price: "40.00",
      variantName: "Ring size",
      personalized: true,
      personalizationLabel: "Initials",
      personalizationMaxLength: "3",
    });
    expect(values).toMatchObject({
      personalizationRequired: true,
      leadTimeDays: "10",
      oneOfAKind: false,
      published: false,
    });
    expect(
      values.variants.map(({ id, label, price, stock, shownStock }) => ({ id, label, price, stock, shownStock })),
    ).toEqual([
      { id: "v6", label: "6", price: "", stock: "2", shownStock: 2 },
      { id: "v7", label: "7", price: "", stock: "0", shownStock: 0 },
      { id: "v8", label: "8", price: "45.50", stock: "3", shownStock: 3 },
    ]);
  });

  test("its attributes: lists joined with commas, no metal or care as blank fields", () => {
    const earrings = productDto({
      materials: ["Sterling silver", "Garnet"],
      metal: "sterling-silver",
      stones: ["Garnet"],
      colors: ["Red", "Silver"],
      gender: "female",
      ageGroup: "adult",
      care: "Keep dry.",
    });
    expect(formValuesOf(earrings)).toMatchObject({
      materials: "Sterling silver, Garnet",
      metal: "sterling-silver",
      stones: "Garnet",
      colors: "Red, Silver",
      gender: "female",
      ageGroup: "adult",
      care: "Keep dry.",
    });
    expect(formValuesOf(product)).toMatchObject({ materials: "", metal: "", care: "" });
  });

  test("a product without images starts with an empty Image URL, like a new one", () => {
    expect(formValuesOf({ ...product, images: [], imageUrl: "/placeholder-product.svg" }).imageUrl).toBe(
      EMPTY_PRODUCT_FORM.imageUrl,
    );
  });
});

describe("a row's stock, saved inline", () => {
  test("sends the whole piece as shown, with the new stock and the stock shown", () => {
    const draft = stockDraft(productDto({ ...product, stock: 2, description: "Seed pearls." }), 7);
    expect(draft).toEqual({
      name: "Pearl Cluster Ring",
      description: "Seed pearls.",
      price: 18.5,
      category: "Rings",
      stock: 7,
      previousStock: 2,
      images: ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png"],
      ...PLAIN,
    });
    expect(productInputSchema.safeParse(draft).success).toBe(true);
  });

  test("keeps the piece's attributes as they are", () => {
    const draft = stockDraft(
      productDto({ ...product, materials: ["Brass"], metal: "brass", colors: ["Gold"], care: "Keep dry." }),
      1,
    );
    expect(draft).toMatchObject({
      materials: ["Brass"],
      metal: "brass",
      stones: [],
      colors: ["Gold"],
      gender: "unisex",
      ageGroup: "adult",
      care: "Keep dry.",
    });
  });

  test("keeps every size with its id and own price, the text and the lead time; money goes in dollars, parsed into cents", () => {
    const draft = stockDraft(ring, 0);
    expect(draft.variants).toEqual([
      { id: "v6", label: "6", price: null, stock: 2, previousStock: 2 },
      { id: "v7", label: "7", price: null, stock: 0, previousStock: 0 },
      { id: "v8", label: "8", price: 45.5, stock: 3, previousStock: 3 },
    ]);
    expect(draft).toMatchObject({
      personalization: ring.personalization,
      leadTimeDays: 10,
      published: false,
      variantName: "Ring size",
    });
    expect(draft.price).toBe(40);
    const parsed = productInputSchema.parse(draft);
    expect(parsed).toMatchObject({ priceCents: 4_000 });
    expect(parsed).not.toHaveProperty("price");
    expect(parsed.variants.map((variant) => variant.priceCents)).toEqual([null, null, 4_550]);
  });
});

describe("the message shown when saving fails", () => {
  const fallback = "Failed to save product. Please try again.";

  test("the first detail's message, pointing at its field", () => {
    const body = {
      success: false,
      error: "Invalid request",
      code: "validation_error",
      details: [
        { path: "images.0", message: "Images must be paths on this site starting with /" },
        { path: "price", message: "Price cannot be negative" },
      ],
    };
    expect(failureMessage(body, fallback)).toEqual({
      message: "Images must be paths on this site starting with /",
      field: "imageUrl",
    });
  });

  test("else the server's error", () => {
    expect(failureMessage({ success: false, error: "Product not found", code: "not_found" }, fallback)).toEqual({
      message: "Product not found",
      field: null,
    });
  });

  test("else the fallback, whatever else came back", () => {
    for (const body of [
      null,
      "<html>Bad gateway</html>",
      { success: false },
      { error: "", details: [] },
      { details: [{ path: "x" }] },
    ]) {
      expect(failureMessage(body, fallback)).toEqual({ message: fallback, field: null });
    }
  });

  test.each([
    ["price", "price"],
    ["stock", "stock"],
    ["previousStock", "stock"],
    ["images", "imageUrl"],
    ["images.3", "imageUrl"],
    ["variantName", "variantName"],
    ["variants", "variants"],
    ["variants.2.label", "variants.2.label"],
    ["variants.0.price", "variants.0.price"],
    ["variants.4.stock", "variants.4.stock"],
    ["variants.1.previousStock", "variants.1.stock"],
    ["variants.3.id", "variants.3.label"],
    ["materials", "materials"],
    ["materials.2", "materials"],
    ["stones.0", "stones"],
    ["colors", "colors"],
    ["metal", "metal"],
    ["gender", "gender"],
    ["ageGroup", "ageGroup"],
    ["care", "care"],
    ["personalization", "personalized"],
    ["personalization.label", "personalizationLabel"],
    ["personalization.maxLength", "personalizationMaxLength"],
    ["personalization.required", "personalizationRequired"],
    ["personalization.constructor", "personalized"],
    ["personalization.__proto__", "personalized"],
    ["leadTimeDays", "leadTimeDays"],
    ["oneOfAKind", "oneOfAKind"],
    ["published", "published"],
    ["body", null],
    ["", null],
  ])("a detail for %j points at the input %j", (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});

describe("ordering photos and sizes", () => {
  test("an item moves to its new place; a move past either end or to the same place changes nothing", () => {
    expect(moveItem(["a", "b", "c"], 1, 0)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 5)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(movedAnnouncement("Photo", 1, 3)).toBe("Photo moved to position 1 of 3.");
  });

  test("the photos are the Image URL's first, then the others, never one twice", () => {
    expect(orderedPhotos(" /uploads/a.png ", ["/uploads/b.png", "/uploads/a.png"])).toEqual([
      "/uploads/a.png",
      "/uploads/b.png",
    ]);
    expect(orderedPhotos("", ["/uploads/b.png"])).toEqual(["/uploads/b.png"]);
  });
});

describe("the catalogue's address", () => {
  const read = (query: string) => readCatalogueFilters((name) => new URLSearchParams(query).get(name) ?? undefined);

  test("reads each filter, in the form's spelling, and drops unknown or blank values", () => {
    expect(read("q=%20pearl%20&category=rings&availability=low&status=draft")).toEqual({
      q: "pearl",
      category: "Rings",
      availability: "low",
      status: "draft",
    });
    expect(read("q=&availability=plenty&status=hidden&cursor=abc")).toEqual({});
    expect(read(`q=${"x".repeat(201)}`)).toEqual({});
  });

  test("writes one address per view, the filters in a fixed order and none at their defaults", () => {
    expect(catalogueHref({})).toBe("/admin");
    expect(catalogueHref({ status: "draft", q: "ring", category: "" })).toBe("/admin?q=ring&status=draft");
    expect(catalogueHref({ q: "moon & star", availability: "sold" })).toBe("/admin?q=moon+%26+star&availability=sold");
  });
});
