import { setCartQuantitySchema } from "@/lib/cart/schemas";
import { removeFromCart, setCartQuantity } from "@/lib/cart/server-cart";
import { ok, readJson, withUser } from "@/lib/http";

// {id} is the product id (docs/api.md, Cart): a member's cart holds one line per product, so the product names it.
type Params = { id: string };

// PUT /api/cart/{id} – set the line's quantity; zero or below removes it; answers the cart
export const PUT = withUser<Params>(async ({ request, user, params }) =>
  ok(await setCartQuantity(user.userId, params.id, setCartQuantitySchema.parse(await readJson(request)))),
);

// DELETE /api/cart/{id} – remove the product's line; answers the cart
export const DELETE = withUser<Params>(async ({ user, params }) => ok(await removeFromCart(user.userId, params.id)));
