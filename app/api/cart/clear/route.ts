import { clearCart } from "@/lib/cart/server-cart";
import { ok, withUser } from "@/lib/http";

// POST /api/cart/clear – empty the member's cart; answers the (empty) cart
export const POST = withUser(async ({ user }) => ok(await clearCart(user.userId)));
