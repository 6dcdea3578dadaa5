import { AddressBookPage, addressBookMetadata } from "@/app/(member)/address-book-page";

export const metadata = addressBookMetadata;

// /addresses – the same address book as /account/addresses (both addresses are the shop's)
export default function TopLevelAddressesPage() {
  return <AddressBookPage path="/addresses" />;
}
