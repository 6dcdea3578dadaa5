import { AddressBookPage, addressBookMetadata } from "@/app/(member)/address-book-page";

export const metadata = addressBookMetadata;

// /account/addresses – the member's address book
export default function AccountAddressesPage() {
  return <AddressBookPage path="/account/addresses" />;
}
