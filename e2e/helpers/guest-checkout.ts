import type { Page } from "@playwright/test";

/** A product as the tests create it: what a guest cart line is made from. */
type Piece = { id: string; name: string; priceCents: number; images?: string[] };

/** Puts `value` under guestCart before the first page of the tab loads (and only then: reloads keep changes). */
export async function seedGuestCart(page: Page, value: string) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    localStorage.setItem("guestCart", stored);
    sessionStorage.setItem("e2e-seeded", "1");
  }, value);
}

/** A guest cart holding `quantity` of the piece, as the shop's product page would have stored it. */
export async function seedGuestCartWith(page: Page, piece: Piece, quantity = 1) {
  const line = {
    productId: piece.id,
    name: piece.name,
    price: piece.priceCents / 100,
    quantity,
    images: piece.images ?? [],
  };
  await seedGuestCart(page, JSON.stringify([line]));
}

/** The guest checkout's shipping form filled for a Californian buyer (the state sets the tax). */
export async function fillGuestShipping(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("First name").fill("Grace");
  await main.getByLabel("Last name").fill("Hopper");
  await main.getByLabel("Address", { exact: false }).first().fill("12 Harbor Street");
  await main.getByLabel("City").fill("San Diego");
  await main.getByLabel("State").selectOption("CA");
  await main.getByLabel("ZIP code").fill("92101");
  await main.getByLabel("Phone").fill("619-555-0100");
}
