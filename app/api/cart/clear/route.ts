import { clearCart } from "@/lib/cart/server-cart";
import { ok, route } from "@/lib/http";

// POST /api/cart/clear – empty the member's cart; answers the (empty) cart
export const POST = route({ auth: "user" }, async ({ user }) => ok(await clearCart(user.userId)));
