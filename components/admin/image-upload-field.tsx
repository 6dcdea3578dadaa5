"use client";

import Image from "next/image";
import { useRef, useState, type ChangeEvent } from "react";
import { uploadImage, type UploadedImage } from "@/components/admin/admin-api";
import { controlClass, FormField } from "@/components/ui/form-field";

type Props = {
  id: string;
  uploadId: string;
  imageUrl: string;
  /** The edited product's first image, previewed while the field still holds it. */
  initialImage: string | null;
  /** The product's photos after the first: shown after the Image URL's on its page, each removable here. */
  keptImages: readonly string[];
  onRemoveKeptImage: (url: string) => void;
  invalid: boolean;
  uploadInvalid: boolean;
  errorId: string;
  onImageUrlChange: (imageUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  onUploadError: (message: string) => void;
};

const PREVIEW_SIZE = 96;

/** The Image URL field (a path on this site) and an upload that fills it, with a preview of the image. */
export function ImageUploadField(props: Props) {
  const { id, uploadId, imageUrl, initialImage, keptImages, invalid, uploadInvalid, errorId } = props;
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
    props.onImageUrlChange(outcome.data.url);
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
      <FormField
        id={id}
        label="Image URL"
        hint="A path on this site, such as /uploads/… or /products/…"
      >
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
      {keptImages.length > 0 ? <MorePhotos images={keptImages} onRemove={props.onRemoveKeptImage} lastFocusId={id} /> : null}
    </fieldset>
  );
}

/**
 * The photos after the first, in the order the product page shows them, each with its own Remove. Focus moves to
 * the neighbouring Remove (or, after the last one, to `lastFocusId`) so a keyboard user is not dropped on the page.
 */
function MorePhotos({ images, onRemove, lastFocusId }: { images: readonly string[]; onRemove: (url: string) => void; lastFocusId: string }) {
  const listRef = useRef<HTMLUListElement>(null);

  function remove(url: string, index: number) {
    const buttons = listRef.current?.querySelectorAll("button") ?? [];
    // Rows are keyed by URL, so the neighbour's button is the same element after the re-render.
    const neighbour = buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById(lastFocusId);
    onRemove(url);
    neighbour?.focus();
  }

  return (
    <div>
      <p className="text-sm font-medium">More photos</p>
      <p className="mt-0.5 text-xs text-muted">Shown after the first on the product page; removed ones go when you save.</p>
      <ul ref={listRef} className="mt-3 flex flex-wrap gap-3">
        {images.map((url, index) => (
          <li key={url} className="flex flex-col items-center gap-1.5">
            <Image
              src={url}
              alt={`Photo ${index + 2}`}
              width={64}
              height={64}
              unoptimized
              className="size-16 rounded-sm border border-line bg-ivory object-cover"
            />
            <button
              type="button"
              onClick={() => remove(url, index)}
              aria-label={`Remove photo ${index + 2}`}
              className="min-h-8 rounded-full px-2 text-xs font-medium text-rose underline underline-offset-2 hover:text-rose-deep"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
