import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { attributeFields } from "@/lib/catalog/attributes";
import { CATEGORIES, demoCatalog } from "@/prisma/seed/catalog";
import { renderProductImages } from "@/scripts/images/render";

const publicDir = path.join(import.meta.dirname, "..", "..", "public");
const MAX_IMAGE_BYTES = 12 * 1024;

describe("the demo catalogue a fresh shop opens with", () => {
  test("has at least 24 pieces, at least 3 in each admin category and none outside them", () => {
    expect(demoCatalog.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORIES) {
      expect(demoCatalog.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(CATEGORIES).toEqual(["Necklaces", "Bracelets", "Earrings", "Rings", "Custom"]);
    for (const product of demoCatalog) expect(CATEGORIES).toContain(product.category);
  });

  test("every piece is described as the API's rules allow: colours always, care for silver, brass and pearls", () => {
    const rules = z.object(attributeFields).strict();
    for (const { name, attributes } of demoCatalog) {
      expect(rules.safeParse(attributes).error?.issues, name).toBeUndefined();
      expect(attributes.colors.length, name).toBeGreaterThan(0);
      const needsCare =
        attributes.metal === "sterling-silver" ||
        attributes.metal === "brass" ||
        attributes.stones.some((stone) => /pearl/i.test(stone));
      if (needsCare) expect(attributes.care, name).not.toBeNull();
    }
  });

  test("prices are whole cents between $8 and $65, with some pieces above $40", () => {
    for (const { name, priceCents } of demoCatalog) {
      expect(Number.isInteger(priceCents), name).toBe(true);
      expect(priceCents, name).toBeGreaterThanOrEqual(800);
      expect(priceCents, name).toBeLessThanOrEqual(6500);
    }
    expect(demoCatalog.filter((p) => p.priceCents > 4000).length).toBeGreaterThanOrEqual(4);
  });

  test("stock shows sold-out pieces, one-of-a-kind pieces and small batches", () => {
    const soldOut = demoCatalog.filter((p) => p.stock === 0);
    const oneOff = demoCatalog.filter((p) => p.stock === 1);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    expect(oneOff.length).toBeGreaterThanOrEqual(4);
    for (const { name, stock } of demoCatalog) {
      expect(Number.isInteger(stock), name).toBe(true);
      if (stock > 1) expect(stock, name).toBeLessThanOrEqual(12);
    }
  });

  test("names and slugs are unique, descriptions are one to three sentences", () => {
    expect(new Set(demoCatalog.map((p) => p.name)).size).toBe(demoCatalog.length);
    expect(new Set(demoCatalog.map((p) => p.name.toLowerCase())).size).toBe(demoCatalog.length);
    expect(new Set(demoCatalog.map((p) => p.slug)).size).toBe(demoCatalog.length);
    for (const { slug, name, description } of demoCatalog) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(name.trim()).toBe(name);
      const sentences = description.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== "");
      expect(sentences.length, name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, name).toBeLessThanOrEqual(3);
    }
  });

  test("every piece lists two or three pictures named after its slug", () => {
    for (const { slug, images } of demoCatalog) {
      expect(images.length, slug).toBeGreaterThanOrEqual(2);
      expect(images.length, slug).toBeLessThanOrEqual(3);
      expect(images).toEqual(images.map((_, i) => `/products/${slug}-${i + 1}.svg`));
    }
  });
});

describe("the product pictures in public/products", () => {
  const listed = demoCatalog.flatMap((product) => product.images);

  test("exist on disk as self-contained 800 × 800 SVGs under 12 KB", () => {
    for (const image of listed) {
      const file = path.join(publicDir, image);
      expect(statSync(file).size, image).toBeLessThan(MAX_IMAGE_BYTES);
      const svg = readFileSync(file, "utf8");
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">'),
        image,
      ).toBe(true);
      // Nothing fetched at display time and nothing that needs a font.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), image).not.toMatch(
        /https?:|<text|<image|<script|<foreignObject|url\((?!#)/,
      );
    }
  });

  test("match what the generator draws now (run `npm run images:generate` after changing the catalogue)", () => {
    for (const product of demoCatalog) {
      for (const image of renderProductImages(product)) {
        expect(readFileSync(path.join(publicDir, image.path), "utf8") === image.svg, image.path).toBe(true);
      }
    }
  });
});

describe("renderProductImages", () => {
  test("draws the same bytes every time for the same piece", () => {
    for (const product of demoCatalog) {
      expect(renderProductImages(product)).toEqual(renderProductImages(product));
    }
  });

  test("draws one picture per listed image, each different from every other picture in the shop", () => {
    const all = demoCatalog.flatMap((product) => {
      const rendered = renderProductImages(product);
      expect(rendered.map((image) => image.path)).toEqual(product.images);
      return rendered.map((image) => image.svg);
    });
    expect(new Set(all).size).toBe(all.length);
  });

  test("varies with the slug, so two pieces of the same kind still look different", () => {
    const strand = demoCatalog.find((p) => p.art.kind === "strand");
    expect(strand).toBeDefined();
    if (!strand) return;
    const twin = {
      ...strand,
      slug: `${strand.slug}-twin`,
      images: strand.images.map((i) => i.replace(strand.slug, `${strand.slug}-twin`)),
    };
    expect(renderProductImages(twin)[0]?.svg).not.toBe(renderProductImages(strand)[0]?.svg);
  });
});
