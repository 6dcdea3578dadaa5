import { describe, expect, test } from "vitest";
import {
  EMPTY_PRODUCT_FORM,
  failureMessage,
  formFieldOf,
  formValuesOf,
  productPayload,
} from "@/components/admin/product-form-values";
import { productInputSchema } from "@/lib/catalog/schemas";

const typed = { name: "Sea Glass Drops", description: "Tumbled glass.", price: "24.50", category: "Earrings", stock: "3", imageUrl: "" };

const product = {
  id: "p1",
  name: "Pearl Cluster Ring",
  description: null,
  priceCents: 1850,
  category: "Rings",
  stock: 0,
  inStock: false,
  imageUrl: "/uploads/a.png",
  images: ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png"],
};

describe("the admin form's payload", () => {
  test("price is sent as a decimal number and stock as a whole number", () => {
    expect(productPayload(typed)).toEqual({
      name: "Sea Glass Drops",
      description: "Tumbled glass.",
      price: 24.5,
      category: "Earrings",
      stock: 3,
      images: [],
    });
  });

  test("an empty stock field means 0, an empty price and category mean missing", () => {
    const payload = productPayload({ ...typed, price: " ", category: "", stock: "" });
    expect(payload).toMatchObject({ price: undefined, category: undefined, stock: 0 });
  });

  test("an image URL becomes a one-element list; a blank one an empty list", () => {
    expect(productPayload({ ...typed, imageUrl: " /uploads/x.png " }).images).toEqual(["/uploads/x.png"]);
    expect(productPayload({ ...typed, imageUrl: "   " }).images).toEqual([]);
  });

  test("editing keeps the photos after the first that the product already had", () => {
    expect(productPayload({ ...typed, imageUrl: "/uploads/new.png" }, ["/uploads/b.png", "/uploads/c.png"]).images).toEqual([
      "/uploads/new.png",
      "/uploads/b.png",
      "/uploads/c.png",
    ]);
    // Clearing the first image leaves the others; choosing one of them as first does not list it twice.
    expect(productPayload({ ...typed, imageUrl: "" }, ["/uploads/b.png"]).images).toEqual(["/uploads/b.png"]);
    expect(productPayload({ ...typed, imageUrl: "/uploads/b.png" }, ["/uploads/b.png", "/uploads/c.png"]).images).toEqual([
      "/uploads/b.png",
      "/uploads/c.png",
    ]);
  });

  test("the server's schema flags what the form would send wrong, with the server's words", () => {
    const messageFor = (values: typeof typed) => productInputSchema.safeParse(productPayload(values)).error?.issues[0]?.message;
    expect(messageFor({ ...typed, price: "19.999" })).toBe("Price can have at most 2 decimal places");
    expect(messageFor({ ...typed, price: "" })).toBe("Price is required");
    expect(messageFor({ ...typed, stock: "1.5" })).toBe("Stock must be a whole number");
    expect(messageFor({ ...typed, name: "  " })).toBe("Name is required");
    expect(messageFor({ ...typed, category: "" })).toBe("Category is required");
  });
});

describe("the edit form", () => {
  test("is prefilled from the product, showing its first image and the price with cents", () => {
    expect(formValuesOf(product)).toEqual({
      name: "Pearl Cluster Ring",
      description: "",
      price: "18.50",
      category: "Rings",
      stock: "0",
      imageUrl: "/uploads/a.png",
    });
  });

  test("a product without images starts with an empty Image URL, like a new one", () => {
    expect(formValuesOf({ ...product, images: [], imageUrl: "/placeholder-product.svg" }).imageUrl).toBe(EMPTY_PRODUCT_FORM.imageUrl);
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
    expect(failureMessage(body, fallback)).toEqual({ message: "Images must be paths on this site starting with /", field: "imageUrl" });
  });

  test("else the server's error", () => {
    expect(failureMessage({ success: false, error: "Product not found", code: "not_found" }, fallback)).toEqual({
      message: "Product not found",
      field: null,
    });
  });

  test("else the fallback, whatever else came back", () => {
    for (const body of [null, "<html>Bad gateway</html>", { success: false }, { error: "", details: [] }, { details: [{ path: "x" }] }]) {
      expect(failureMessage(body, fallback)).toEqual({ message: fallback, field: null });
    }
  });

  test.each([
    ["price", "price"],
    ["stock", "stock"],
    ["images", "imageUrl"],
    ["images.3", "imageUrl"],
    ["body", null],
    ["", null],
  ])("a detail for %j points at the field %j", (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});
