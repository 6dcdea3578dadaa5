import { describe, expect, test } from "vitest";
import { updateOrderStatusSchema } from "@/lib/orders/desk/status-schemas";
import { trackingFromRequest, trackingText } from "@/lib/orders/tracking";

describe("shipping with tracking", () => {
  test("each named carrier's link is its public tracking page with the number", () => {
    expect(trackingFromRequest({ carrier: "usps", trackingNumber: "9400111899223856228734" })?.url).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856228734",
    );
    expect(trackingFromRequest({ carrier: "ups", trackingNumber: "1Z999AA10123456784" })?.url).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(trackingFromRequest({ carrier: "fedex", trackingNumber: "449044304137821" })?.url).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=449044304137821",
    );
    expect(trackingFromRequest({ carrier: "dhl", trackingNumber: "1234567890" })?.url).toBe(
      "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
    );
    // A link sent with a named carrier is not used: the shop builds it.
    expect(
      trackingFromRequest({ carrier: "ups", trackingNumber: "1Z9", trackingUrl: "https://elsewhere.example/1Z9" })?.url,
    ).toBe("https://www.ups.com/track?tracknum=1Z9");
    expect(
      trackingFromRequest({ carrier: "other", trackingNumber: "AB-1", trackingUrl: "https://track.example.com/AB-1" }),
    ).toEqual({ carrier: "other", number: "AB-1", url: "https://track.example.com/AB-1" });
    expect(trackingFromRequest({})).toBeNull();
    expect(trackingText({ carrier: "fedex", number: "4490" })).toBe("FedEx 4490");
  });

  test("the PATCH body: the number loses its spaces and is upper case; carrier in any case; the link must be https", () => {
    expect(
      updateOrderStatusSchema.parse({ status: "Shipped", carrier: "USPS", trackingNumber: " 9400 1118 99ab " }),
    ).toEqual({ status: "shipped", carrier: "usps", trackingNumber: "9400111899AB" });
    expect(updateOrderStatusSchema.parse({ status: "shipped" })).toEqual({ status: "shipped" });
    const refused = (body: unknown) =>
      updateOrderStatusSchema.safeParse(body).error?.issues.map((issue) => issue.path.join("."));
    expect(
      refused({ status: "shipped", carrier: "other", trackingNumber: "A1", trackingUrl: "javascript:alert(1)" }),
    ).toEqual(["trackingUrl"]);
    expect(refused({ status: "shipped", carrier: "other", trackingNumber: "A1" })).toEqual(["trackingUrl"]);
    expect(refused({ status: "shipped", carrier: "usps" })).toEqual(["trackingNumber"]);
    expect(refused({ status: "shipped", carrier: "usps", trackingNumber: "x".repeat(41) })).toEqual(["trackingNumber"]);
  });
});
