"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { moveItem, orderedPhotos } from "@/components/admin/list-order";
import {
  DEFAULT_PERSONALIZATION_LENGTH,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  type ProductFlagField,
  type ProductFormValues,
  type ProductTextField,
  type VariantTextField,
} from "@/components/admin/product-form-values";
import type { ProductDto } from "@/lib/catalog/dto";

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Rows = ProductFormValues["variants"];
/** The values as typed, and the photos after the first (the Image URL field holds the first), in their order. */
type FormState = { values: ProductFormValues; kept: string[] };

function withPhotos(state: FormState, photos: readonly string[]): FormState {
  return { values: { ...state.values, imageUrl: photos[0] ?? "" }, kept: photos.slice(1) };
}

/**
 * The add/edit form's values as typed, and every change the form makes to them: its fields and checkboxes, its sizes
 * (added, changed, moved, removed) and its photos (in order; the first is the Image URL field's).
 */
export function useProductValues(product: ProductDto | null) {
  const [state, setState] = useState<FormState>(() => ({
    values: product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
    kept: product ? product.images.slice(1) : [],
  }));
  // Photos known to exist (saved, or uploaded here): one that an upload replaces stays, as the second.
  const known = useRef(new Set(product?.images ?? []));
  const newRows = useRef(0);

  const change = (patch: (values: ProductFormValues) => Partial<ProductFormValues>) =>
    setState((current) => ({ ...current, values: { ...current.values, ...patch(current.values) } }));
  const changeRows = (rows: (current: Rows) => Rows) => change((values) => ({ variants: rows(values.variants) }));
  const changePhotos = (photos: (current: string[]) => readonly string[]) =>
    setState((current) => withPhotos(current, photos(orderedPhotos(current.values.imageUrl, current.kept))));

  return {
    values: state.values,
    keptImages: state.kept,
    photos: orderedPhotos(state.values.imageUrl, state.kept),
    update: (name: ProductTextField) => (event: ChangeEvent<Editable>) => {
      const typed = event.target.value;
      change(() => ({ [name]: typed }));
    },
    toggle: (name: ProductFlagField) => (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.target.checked;
      change((values) =>
        // Turning the text on starts from a sensible longest length when that field was left blank.
        name === "personalized" && checked && values.personalizationMaxLength.trim() === ""
          ? { personalized: true, personalizationMaxLength: DEFAULT_PERSONALIZATION_LENGTH }
          : { [name]: checked },
      );
    },
    setImageUrl: (imageUrl: string) => change(() => ({ imageUrl })),
    /** An uploaded photo becomes the first; the one it replaces, when it is a real photo, moves to second place. */
    addUploaded: (url: string) => {
      known.current.add(url);
      changePhotos(([first, ...others]) => (first !== undefined && known.current.has(first) ? [url, first, ...others] : [url, ...others]));
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
    updateVariant: (index: number, field: VariantTextField) => (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      changeRows((rows) => rows.map((row, at) => (at === index ? { ...row, [field]: typed } : row)));
    },
    moveVariant: (from: number, to: number) => changeRows((rows) => moveItem(rows, from, to)),
    removeVariant: (index: number) => changeRows((rows) => rows.filter((_, at) => at !== index)),
  };
}

export type ProductValuesState = ReturnType<typeof useProductValues>;
