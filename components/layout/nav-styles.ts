/** The look of a main-navigation entry: a row in the phone menu, an inline link on wide screens. */
export const navItemClass =
  "flex min-h-11 w-full items-center gap-1 px-3 text-base font-medium tracking-wide text-ink transition-colors hover:text-rose lg:w-auto lg:text-sm lg:text-muted";

/** An entry of a header dropdown (the Shop and user menus): a row in the phone menu, a compact row on wide screens. */
export const dropdownLinkClass =
  "flex min-h-11 w-full items-center px-3 text-left text-base text-ink transition-colors hover:bg-sand hover:text-rose focus-visible:bg-sand lg:min-h-10 lg:px-4 lg:text-sm";
