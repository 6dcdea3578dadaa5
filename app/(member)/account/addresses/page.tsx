import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { AddressBook } from "@/components/account/address-book";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Addresses", robots: { index: false, follow: false } };

// /account/addresses – the member's address book
export default async function AccountAddressesPage() {
  const member = await requireMemberPage("/account/addresses");
  return (
    <section>
      <AccountPageHeader title="Addresses" />
      <AddressBook addresses={await listAddresses(member.userId)} />
    </section>
  );
}
