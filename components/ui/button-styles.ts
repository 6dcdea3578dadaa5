// Class names rather than a component, so that links and buttons share one look (a Link styled as a button).

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-rose text-ivory hover:bg-rose-deep disabled:hover:bg-rose",
  outline:
    "border border-ink text-ink hover:bg-ink hover:text-ivory disabled:hover:bg-transparent disabled:hover:text-ink",
  quiet: "text-ink hover:bg-sand",
} as const;

const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-6 text-sm",
  lg: "min-h-12 px-8 text-sm tracking-wider uppercase",
  icon: "size-11 shrink-0",
} as const;

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

/** The shop's button look for a <button> or a <Link>. */
export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const { variant = "primary", size = "md", className } = options;
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}
