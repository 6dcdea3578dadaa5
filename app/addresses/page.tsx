import { AddressesPage, addressesPageMetadata } from "@/components/account/addresses-page";

export const dynamic = "force-dynamic";
export const metadata = addressesPageMetadata;

// /addresses – the same address book as /account/addresses (both addresses are the shop's)
export default function TopLevelAddressesPage() {
  return <AddressesPage path="/addresses" />;
}
