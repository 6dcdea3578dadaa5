// Browser-safe on purpose: the shop's name as every page, mail, structured datum and product feed says it (the feeds'
// `brand`), kept once so a rename is one line.
export const SHOP_NAME = "Atelier";
