// Pure (no server-only needed, nothing secret): which of Stripe's test card numbers does what.
import type { CardFailure } from "@/lib/payments/test-events";

export type TestCardOutcome = { kind: "success" } | { kind: "failure"; failure: CardFailure } | { kind: "invalid"; message: string };

/** Stripe's test cards that the test gateway knows (DESIGN.md §4), with Stripe's own messages and codes. */
const CARDS: Record<string, TestCardOutcome> = {
  "4242424242424242": { kind: "success" },
  "4000000000000002": {
    kind: "failure",
    failure: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  },
  "4000000000009995": {
    kind: "failure",
    failure: { code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
  },
};

/** Stripe's message for a number its card form would not accept. */
export const INVALID_CARD_MESSAGE = "Your card number is invalid.";

/** What paying with `cardNumber` does; spaces and dashes are ignored as the card form ignores them. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return CARDS[cardNumber.replace(/[\s-]/g, "")] ?? { kind: "invalid", message: INVALID_CARD_MESSAGE };
}
