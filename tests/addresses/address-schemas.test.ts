import { describe, expect, test } from "vitest";
import { createAddressSchema, updateAddressSchema } from "@/lib/addresses/schemas";
import { isUsStateCode, US_STATES, usStateName } from "@/lib/addresses/us-states";

const valid = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_line_1: "12 Analytical Way",
  city: "Portland",
  state: "OR",
  postal_code: "97201",
  phone: "(503) 555-0134",
};

function messagesFor(input: unknown) {
  const result = createAddressSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("US states", () => {
  test("the dropdown lists exactly 50 states in name order, without DC", () => {
    expect(US_STATES).toHaveLength(50);
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50);
    expect(isUsStateCode("DC")).toBe(false);
    expect(isUsStateCode("PR")).toBe(false);
    expect(isUsStateCode("ca")).toBe(false);
    expect(isUsStateCode("CA")).toBe(true);
    expect(usStateName("WY")).toBe("Wyoming");
  });
});

describe("address form rules", () => {
  test("a complete address is accepted, trimmed, with country never read and line 2 empty as null", () => {
    const parsed = createAddressSchema.parse({
      ...valid,
      first_name: "  Ada ",
      state: "or",
      country: "CA",
      address_line_2: "  ",
    });
    expect(parsed).toEqual({ ...valid, first_name: "Ada", address_line_2: null });
  });

  test("every required field missing is reported with its own message", () => {
    expect(messagesFor({})).toEqual([
      { path: "first_name", message: "First name is required" },
      { path: "last_name", message: "Last name is required" },
      { path: "address_line_1", message: "Address line 1 is required" },
      { path: "city", message: "City is required" },
      { path: "state", message: "State is required" },
      { path: "postal_code", message: "ZIP code is required" },
      { path: "phone", message: "Phone number is required" },
    ]);
  });

  test.each([
    ["state", "DC", "State must be one of the 50 US states, e.g. CA"],
    ["state", "California", "State must be one of the 50 US states, e.g. CA"],
    ["postal_code", "1234", "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789"],
    ["postal_code", "12345-67", "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789"],
    ["phone", "555-0134", "Phone number must have at least 10 digits"],
    ["phone", "call me maybe 5035550134", "Phone number must have at least 10 digits"],
    ["first_name", "   ", "First name is required"],
  ])("%s %j is refused", (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual([{ path: field, message }]);
  });

  test.each(["12345", "12345-6789"])("ZIP %s is accepted", (postal_code) => {
    expect(messagesFor({ ...valid, postal_code })).toEqual([]);
  });

  test.each(["+1 (503) 555-0134", "503.555.0134", "5035550134"])("phone %s is accepted", (phone) => {
    expect(messagesFor({ ...valid, phone })).toEqual([]);
  });

  test("an update may send only what changes, and null clears line 2", () => {
    expect(updateAddressSchema.parse({ city: " Salem " })).toEqual({ city: "Salem" });
    expect(updateAddressSchema.parse({ address_line_2: null })).toEqual({ address_line_2: null });
    expect(updateAddressSchema.safeParse({ city: "" }).success).toBe(false);
  });
});
