import { setCartQuantitySchema } from "@/lib/cart/schemas";
import { removeFromCart, setCartQuantity } from "@/lib/cart/server-cart";
import { idParams, ok, route } from "@/lib/http";

// {id} names a line (docs/api.md, Cart): its own id, or its product's while that product has one line in the cart.
// PUT /api/cart/{id} – set the line's quantity; zero or below removes it; answers the cart
export const PUT = route(
  { auth: "user", params: idParams, body: setCartQuantitySchema },
  async ({ user, params, body }) => ok(await setCartQuantity(user.userId, params.id, body)),
);

// DELETE /api/cart/{id} – remove the line; answers the cart
export const DELETE = route({ auth: "user", params: idParams }, async ({ user, params }) =>
  ok(await removeFromCart(user.userId, params.id)),
);
