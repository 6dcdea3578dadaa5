import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { AddressBook } from "@/components/account/address-book";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Addresses", robots: { index: false, follow: false } };

// /addresses – the same address book as /account/addresses (both addresses are the shop's)
export default async function TopLevelAddressesPage() {
  const member = await requireMemberPage("/addresses");
  return (
    <section>
      <AccountPageHeader title="Addresses" />
      <AddressBook addresses={await listAddresses(member.userId)} />
    </section>
  );
}
