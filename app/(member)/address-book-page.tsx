import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { AddressBook } from "@/components/account/address-book";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/http/page-session";

// Not a route (no page.tsx name): the one address book that /account/addresses and /addresses both render.

export const addressBookMetadata: Metadata = { title: "Addresses", robots: { index: false, follow: false } };

/** The member's address book; `path` is where sign-in returns a signed-out visitor. */
export async function AddressBookPage({ path }: { path: string }) {
  const member = await requireMemberPage(path);
  return (
    <section>
      <AccountPageHeader title="Addresses" />
      <AddressBook addresses={await listAddresses(member.userId)} />
    </section>
  );
}
