import { AddressesPage, addressesPageMetadata } from "@/components/account/addresses-page";

export const dynamic = "force-dynamic";
export const metadata = addressesPageMetadata;

// /account/addresses – the member's address book
export default function AccountAddressesPage() {
  return <AddressesPage path="/account/addresses" />;
}
