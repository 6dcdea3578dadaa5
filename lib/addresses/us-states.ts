// Browser-safe on purpose: every state dropdown and the checkout's tax table read the same list.

/** A US state as the address forms show it: two-letter USPS code and its name. */
type UsState = { readonly code: string; readonly name: string };

/**
 * The 50 US states in name order, the choices of every state dropdown. DC and the territories are
 * left out on purpose: the tax table (data/us-state-sales-tax-2025.json) covers exactly these 50.
 */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const satisfies readonly UsState[];

/** One of the 50 two-letter codes, e.g. "CA". */
type UsStateCode = (typeof US_STATES)[number]["code"];

const CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));

/** True for exactly the 50 state codes, upper case ("CA"; not "ca", "DC" or "PR"). */
export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === "string" && CODES.has(value);
}

/** The state's name for a code ("CA" → "California"), or undefined for anything else. */
export function usStateName(code: string): string | undefined {
  return US_STATES.find((state) => state.code === code)?.name;
}
