import { CloseIcon } from "@/components/ui/icons";

/** The round × button of a dialog or panel. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand ${className ?? ""}`}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
