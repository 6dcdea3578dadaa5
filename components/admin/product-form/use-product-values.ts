"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { ATTRIBUTE_FIELDS } from "@/components/admin/product-form/attribute-values";
import { moveItem, orderedPhotos } from "@/components/admin/product-form/list-order";
import {
  DEFAULT_PERSONALIZATION_LENGTH,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  type ProductFormValues,
  type VariantTextField,
} from "@/components/admin/product-form/product-form-values";
import { formText, formTexts, setFieldText } from "@/components/ui/form-text";
import type { ProductDto } from "@/lib/catalog/dto";

type Rows = ProductFormValues["variants"];
/**
 * What the form shows that is not a field's own: its sizes (which, in what order; each row's fields start with what
 * the row holds), the first photo (the Image URL field, which uploads and moves write), the photos after it, whether
 * the buyer's text is asked for (its fields show), and the price (a size's blank price shows it).
 */
type FormState = {
  drawn: ProductFormValues;
  rows: Rows;
  imageUrl: string;
  kept: string[];
  personalized: boolean;
  price: string;
};

/** The name of a size's field in the form: by the row's key, so a row keeps its fields' text wherever it moves. */
export const variantFieldName = (key: string, field: VariantTextField) => `variant-${key}-${field}`;

/**
 * The add/edit form's values: what it starts with, what it shows beside its fields (its sizes, added, moved and
 * removed; its photos, in order, the first being the Image URL field's), and `read`, the values the form holds now.
 */
export function useProductValues(product: ProductDto | null) {
  const [state, setState] = useState<FormState>(() => {
    const drawn = product ? formValuesOf(product) : EMPTY_PRODUCT_FORM;
    return {
      drawn,
      rows: drawn.variants,
      imageUrl: drawn.imageUrl,
      kept: product ? product.images.slice(1) : [],
      personalized: drawn.personalized,
      price: drawn.price,
    };
  });
  // Photos known to exist (saved, or uploaded here): one that an upload replaces stays, as the second.
  const known = useRef(new Set(product?.images ?? []));
  const newRows = useRef(0);

  const changeRows = (rows: (current: Rows) => Rows) =>
    setState((current) => ({ ...current, rows: rows(current.rows) }));
  const changePhotos = (photos: (current: string[]) => readonly string[]) =>
    setState((current) => {
      const next = photos(orderedPhotos(current.imageUrl, current.kept));
      return { ...current, imageUrl: next[0] ?? "", kept: next.slice(1) };
    });

  return {
    drawn: state.drawn,
    rows: state.rows,
    imageUrl: state.imageUrl,
    personalized: state.personalized,
    price: state.price,
    keptImages: state.kept,
    photos: orderedPhotos(state.imageUrl, state.kept),
    /** The values as the form holds them now: its fields are its own, read when it is sent. */
    read(form: HTMLFormElement): ProductFormValues {
      const data = new FormData(form);
      const text = (name: string) => formText(data, name);
      return {
        name: text("name"),
        description: text("description"),
        price: text("price"),
        category: text("category"),
        stock: text("stock"),
        imageUrl: state.imageUrl,
        variantName: text("variantName"),
        variants: state.rows.map((row) => ({
          ...row,
          label: text(variantFieldName(row.key, "label")),
          price: text(variantFieldName(row.key, "price")),
          stock: text(variantFieldName(row.key, "stock")),
        })),
        personalized: data.has("personalized"),
        personalizationLabel: text("personalizationLabel"),
        personalizationMaxLength: text("personalizationMaxLength"),
        personalizationRequired: data.has("personalizationRequired"),
        leadTimeDays: text("leadTimeDays"),
        oneOfAKind: data.has("oneOfAKind"),
        published: data.has("published"),
        ...formTexts(data, ATTRIBUTE_FIELDS),
      };
    },
    setPrice: (price: string) => setState((current) => ({ ...current, price })),
    togglePersonalized: (event: ChangeEvent<HTMLInputElement>) => {
      const { checked, form } = event.target;
      // Turning the text on starts from a sensible longest length when that field was left blank.
      const longest = form?.elements.namedItem("personalizationMaxLength");
      if (form && checked && longest instanceof HTMLInputElement && longest.value.trim() === "")
        setFieldText(form, "personalizationMaxLength", DEFAULT_PERSONALIZATION_LENGTH);
      setState((current) => ({ ...current, personalized: checked }));
    },
    setImageUrl: (imageUrl: string) => setState((current) => ({ ...current, imageUrl })),
    /** An uploaded photo becomes the first; the one it replaces, when it is a real photo, moves to second place. */
    addUploaded: (url: string) => {
      known.current.add(url);
      changePhotos(([first, ...others]) =>
        first !== undefined && known.current.has(first) ? [url, first, ...others] : [url, ...others],
      );
    },
    movePhoto: (from: number, to: number) => changePhotos((photos) => moveItem(photos, from, to)),
    removePhoto: (url: string) => changePhotos((photos) => photos.filter((photo) => photo !== url)),
    /** Adds an empty size at the end; answers its key. */
    addVariant: () => {
      newRows.current += 1;
      const key = `new-${newRows.current}`;
      changeRows((rows) => [...rows, { key, label: "", price: "", stock: "0" }]);
      return key;
    },
    moveVariant: (from: number, to: number) => changeRows((rows) => moveItem(rows, from, to)),
    removeVariant: (index: number) => changeRows((rows) => rows.filter((_, at) => at !== index)),
  };
}

export type ProductValuesState = ReturnType<typeof useProductValues>;
