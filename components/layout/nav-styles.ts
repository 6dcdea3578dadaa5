/** The look of a main-navigation entry: a row in the phone menu, an inline link on wide screens. */
export const navItemClass =
  "flex min-h-11 w-full items-center gap-1 px-3 text-base font-medium tracking-wide text-ink transition-colors hover:text-rose lg:w-auto lg:text-sm lg:text-muted";
