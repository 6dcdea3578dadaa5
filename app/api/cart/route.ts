import { addToCartSchema } from "@/lib/cart/schemas";
import { addToCart, getCart } from "@/lib/cart/server-cart";
import { ok, route } from "@/lib/http";

// GET /api/cart – the member's cart: items priced from the database, and the total
export const GET = route({ auth: "user" }, async ({ user }) => ok(await getCart(user.userId)));

// POST /api/cart – add a product (quantity added to an existing line, never beyond the stock); answers the cart
export const POST = route({ auth: "user", body: addToCartSchema }, async ({ user, body }) =>
  ok(await addToCart(user.userId, body)),
);
