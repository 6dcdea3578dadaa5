import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { AddressBook } from "@/components/account/address-book";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/auth/page-session";

export const addressesPageMetadata: Metadata = { title: "Addresses", robots: { index: false, follow: false } };

/** Addresses (docs/pages.md), shared by /account/addresses and /addresses; `path` is where login brings the member back. */
export async function AddressesPage({ path }: { path: string }) {
  const member = await requireMemberPage(path);
  const addresses = await listAddresses(member.userId);
  return (
    <section>
      <AccountPageHeader title="Addresses" />
      <AddressBook addresses={addresses} />
    </section>
  );
}
