// Browser-safe on purpose: the payment step passes this to Stripe Elements; the config endpoint serves it too.

/** Stripe Elements appearance in the shop's boutique palette (app/globals.css), so the card form looks native. */
export const PAYMENT_APPEARANCE = {
  theme: "stripe",
  variables: {
    // Elements render in Stripe's iframe, which cannot read the page's CSS variables: the colours are repeated.
    colorPrimary: "#8c3b4e",
    colorBackground: "#ffffff",
    colorText: "#231c22",
    colorTextSecondary: "#5f5359",
    colorDanger: "#b42318",
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    borderRadius: "6px",
    spacingUnit: "4px",
  },
  rules: {
    ".Input": { borderColor: "#e4d9c8", boxShadow: "none" },
    ".Input:focus": { borderColor: "#8c3b4e", boxShadow: "0 0 0 2px rgba(140, 59, 78, 0.25)" },
    ".Label": { color: "#231c22", fontWeight: "500" },
  },
} as const;

export type PaymentAppearance = typeof PAYMENT_APPEARANCE;
