import Link from "next/link";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import type { AddressSummary } from "@/lib/addresses/queries";
import type { UserDto } from "@/lib/auth/user-dto";
import type { OrderDto } from "@/lib/orders/dto";
import { formatOrderDate, formatOrderNumber } from "@/lib/orders/order-display";
import { formatUsd } from "@/lib/pricing/money";

const cardClass = "rounded-sm border border-line bg-white p-5 sm:p-6";
const linkClass = "text-sm font-semibold text-rose underline-offset-4 hover:underline";

/**
 * The account overview (docs/pages.md): profile card, order count with the 3 newest orders, address count and default.
 */
export function AccountOverview({
  profile,
  orderCount,
  recentOrders,
  addresses,
}: {
  profile: UserDto;
  orderCount: number;
  recentOrders: readonly OrderDto[];
  addresses: AddressSummary;
}) {
  const memberSince = formatOrderDate(profile.createdAt);

  return (
    <div>
      <AccountPageHeader title="My Account" />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="profile-heading" className={cardClass}>
          <h2 id="profile-heading" className="font-display text-2xl font-semibold">
            Profile
          </h2>
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="text-muted">Name</dt>
              <dd className="font-medium">{profile.name}</dd>
            </div>
            <div>
              <dt className="text-muted">Email</dt>
              <dd className="font-medium break-all">{profile.email}</dd>
            </div>
            <div>
              <dt className="text-muted">Member since</dt>
              <dd className="font-medium">
                <time dateTime={profile.createdAt}>{memberSince}</time>
              </dd>
            </div>
          </dl>
          <Link href="/account/profile" className={`mt-4 inline-block ${linkClass}`}>
            Edit profile
          </Link>
        </section>

        <section aria-labelledby="addresses-heading" className={cardClass}>
          <h2 id="addresses-heading" className="font-display text-2xl font-semibold">
            Addresses
          </h2>
          <p className="mt-4 text-sm" data-testid="address-count">
            {addresses.count} saved {addresses.count === 1 ? "address" : "addresses"}
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="default-address">
            {addresses.defaultAddress
              ? `Default: ${addresses.defaultAddress.city}, ${addresses.defaultAddress.state}`
              : "No default address yet"}
          </p>
          <Link href="/account/addresses" className={`mt-4 inline-block ${linkClass}`}>
            Manage addresses
          </Link>
        </section>

        <section aria-labelledby="orders-heading" className={`${cardClass} md:col-span-2`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="orders-heading" className="font-display text-2xl font-semibold">
              Recent Orders
            </h2>
            <p className="text-sm text-muted" data-testid="order-count">
              {orderCount} {orderCount === 1 ? "order" : "orders"} in total
            </p>
          </div>
          {recentOrders.length === 0 ? (
            <p className="mt-4 text-sm text-muted">
              No orders yet.{" "}
              <Link href="/shop" className={linkClass}>
                Start Shopping
              </Link>
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {recentOrders.map((order) => (
                <li
                  key={order.id}
                  data-testid="recent-order"
                  className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_7rem_6rem_6.5rem]"
                >
                  <Link
                    href={`/account/orders/${encodeURIComponent(order.id)}`}
                    className="font-medium hover:text-rose"
                  >
                    Order #{formatOrderNumber(order.id)}
                  </Link>
                  <span className="text-sm text-muted">
                    <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                  </span>
                  <span className="text-sm font-semibold sm:text-right">{formatUsd(order.totalCents)}</span>
                  <span className="sm:text-right">
                    <OrderStatusBadge status={order.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          {orderCount > 0 ? (
            <Link href="/account/orders" className={`mt-4 inline-block ${linkClass}`}>
              View all orders
            </Link>
          ) : null}
        </section>
      </div>
    </div>
  );
}
