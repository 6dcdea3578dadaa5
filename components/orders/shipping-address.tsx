import type { ShippingAddressSnapshot } from "@/lib/orders/dto";

type ShippingAddressProps = {
  address: ShippingAddressSnapshot;
  className: string;
  /** Off on a packing slip: the carrier's label carries the phone, the parcel's paper need not. */
  withPhone?: boolean;
  /** An accessible name where the surrounding box does not already say what address this is. */
  label?: string;
};

/** The address an order ships to, as it was at purchase, one line each as a parcel label writes it. */
export function ShippingAddress({ address, className, withPhone = true, label }: ShippingAddressProps) {
  return (
    <address className={`${className} not-italic`} aria-label={label}>
      {address.first_name} {address.last_name}
      <br />
      {address.address_line_1}
      {address.address_line_2 ? (
        <>
          <br />
          {address.address_line_2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.postal_code}
      <br />
      {address.country}
      {withPhone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
