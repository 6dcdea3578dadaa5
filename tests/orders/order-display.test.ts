import { describe, expect, test } from "vitest";
import {
  formatOrderDate,
  formatOrderNumber,
  orderStatusLabel,
  orderTimeline,
  shippingMethodLabel,
} from "@/lib/orders/order-display";

const labels = (status: string) => orderTimeline(status).map((step) => step.label);

describe("order display rules", () => {
  test("the order number is the last 8 characters of the id, upper case", () => {
    expect(formatOrderNumber("cmabc123xyz9k2lq0wz")).toBe("9K2LQ0WZ");
    expect(formatOrderNumber("short")).toBe("SHORT");
  });

  test("the timeline grows with the status: placed, then processing, shipped, delivered", () => {
    expect(labels("pending")).toEqual(["Order Placed"]);
    expect(labels("processing")).toEqual(["Order Placed", "Processing"]);
    expect(labels("shipped")).toEqual(["Order Placed", "Processing", "Shipped"]);
    expect(labels("delivered")).toEqual(["Order Placed", "Processing", "Shipped", "Delivered"]);
    expect(labels("cancelled")).toEqual(["Order Placed"]);
  });

  test("statuses are compared case-insensitively", () => {
    expect(labels("DELIVERED")).toEqual(["Order Placed", "Processing", "Shipped", "Delivered"]);
    expect(orderStatusLabel("Shipped")).toBe("Shipped");
    expect(orderStatusLabel("on-hold")).toBe("on-hold");
  });

  test("dates read the same on every server: the UTC calendar day", () => {
    expect(formatOrderDate("2026-03-01T23:30:00.000Z")).toBe("Mar 1, 2026");
  });

  test("a shipping method is named as the checkout named it; any other text, Object's own names too, is shown as it came", () => {
    expect(shippingMethodLabel("Express")).toBe("Express Shipping (3 business days)");
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "pigeon"])
      expect(shippingMethodLabel(name)).toBe(name);
  });
});
