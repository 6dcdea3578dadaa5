"use client";

import Image from "next/image";
import { useState, type ChangeEvent } from "react";
import { uploadImage } from "@/components/admin/admin-outcomes";
import type { UploadedImage } from "@/lib/browser/admin-api";
import { MorePhotos } from "@/components/admin/product-form/more-photos";
import { controlClass, FormField } from "@/components/ui/form-field";

type Props = {
  id: string;
  uploadId: string;
  imageUrl: string;
  /** The edited product's first image, previewed while the field still holds it. */
  initialImage: string | null;
  /** Every photo in the order the piece shows them (the Image URL's first); listed, to reorder or remove, from two. */
  photos: readonly string[];
  onMovePhoto: (from: number, to: number) => void;
  onRemovePhoto: (url: string) => void;
  invalid: boolean;
  uploadInvalid: boolean;
  errorId: string;
  onImageUrlChange: (imageUrl: string) => void;
  /** A photo was uploaded: it becomes the first. */
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  onUploadError: (message: string) => void;
};

const PREVIEW_SIZE = 96;

/**
 * The Image URL field (the first photo, a path on this site) and an upload that fills it, with a preview of the image;
 * with more than one photo, the list that orders them.
 */
export function ImageUploadField(props: Props) {
  const { id, uploadId, imageUrl, initialImage, photos, invalid, uploadInvalid, errorId } = props;
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    props.onUploadingChange(true);
    const outcome = await uploadImage(file);
    setUploading(false);
    props.onUploadingChange(false);
    if (!outcome.ok) {
      props.onUploadError(outcome.message);
      return;
    }
    setUploaded(outcome.data);
    props.onUploaded(outcome.data.url);
  }

  const current = imageUrl.trim();
  // Only images known to exist are previewed: the one just uploaded (with its real size) or the saved one.
  const preview =
    uploaded?.url === current
      ? uploaded
      : initialImage !== null && initialImage === current
        ? { url: current, width: PREVIEW_SIZE, height: PREVIEW_SIZE }
        : null;
  const hintId = `${id}-hint`;

  return (
    <fieldset className="space-y-4 rounded-sm border border-line bg-sand/50 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Image</legend>
      <FormField id={id} label="Image URL" hint="A path on this site, such as /uploads/… or /products/…">
        <input
          id={id}
          name="imageUrl"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={imageUrl}
          onChange={(event) => props.onImageUrlChange(event.target.value)}
          aria-describedby={hintId}
          className={controlClass}
          {...(invalid ? { "aria-invalid": true, "aria-errormessage": errorId } : {})}
        />
      </FormField>

      <div className="flex flex-wrap items-end gap-4">
        <FormField id={uploadId} label="Upload image" hint="PNG, JPEG or WebP, up to 25 MB" className="min-w-0 flex-1">
          <input
            id={uploadId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={handleFile}
            disabled={uploading}
            aria-describedby={`${uploadId}-hint`}
            className="block w-full text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-ink file:bg-ivory file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-ink hover:file:text-ivory"
            {...(uploadInvalid ? { "aria-invalid": true, "aria-errormessage": errorId } : {})}
          />
        </FormField>
        {preview ? (
          <Image
            src={preview.url}
            alt="Preview of the product image"
            width={preview.width}
            height={preview.height}
            unoptimized
            className="h-24 w-auto max-w-32 rounded-sm border border-line bg-ivory object-contain"
          />
        ) : null}
      </div>
      <p role="status" className="min-h-4 text-xs text-muted">
        {uploading ? "Uploading image…" : uploaded?.url === current ? "Image uploaded." : ""}
      </p>
      {photos.length > 1 ? (
        <MorePhotos images={photos} onMove={props.onMovePhoto} onRemove={props.onRemovePhoto} lastFocusId={id} />
      ) : null}
    </fieldset>
  );
}
