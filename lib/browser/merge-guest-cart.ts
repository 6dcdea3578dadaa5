// Browser code, tested without a browser: works on any two CartStores, so the merge rules run in unit tests as in the
// browser.
import type { Cart } from "@/lib/cart/cart-lines";
import type { CartStore } from "@/lib/browser/cart-store-interface";

/**
 * On sign-in every guest line is added to the member's cart one by one (a line that
 * fails is skipped and logged), the guest cart is deleted, and the member's cart is reloaded.
 */
export async function mergeGuestCart(guest: CartStore, member: CartStore): Promise<Cart> {
  const { items } = await guest.load();
  if (items.length === 0) return member.load();
  for (const line of items) {
    try {
      await member.add(
        { productId: line.productId, variantId: line.variantId, personalization: line.personalization },
        line.quantity,
      );
    } catch (failure) {
      console.error(`Could not move "${line.name}" from the guest cart to your cart`, failure);
    }
  }
  await guest.clear();
  return member.load();
}
