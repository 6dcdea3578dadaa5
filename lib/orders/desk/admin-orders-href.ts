// Shared rule: the address of a view of /admin/orders, so the page, its tabs, its form and its paging say the same.
import type { KnownOrderStatus } from "@/lib/orders/order-display";

/** What a view of the admin's orders keeps in its address (GET /api/admin/orders's parameters, limit aside). */
export type AdminOrdersView = { q?: string; status?: KnownOrderStatus; from?: string; to?: string; cursor?: string };

/** /admin/orders with this view's parameters, in a fixed order, empty ones left out. */
export function adminOrdersHref(view: AdminOrdersView): string {
  const params = new URLSearchParams();
  for (const name of ["q", "status", "from", "to", "cursor"] as const) {
    const value = view[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}
