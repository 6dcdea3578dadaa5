// Browser-safe on purpose (nothing secret): the test card form lists these numbers beside its banner.

export type CardFailure = { code: string; declineCode: string; message: string };

type TestCardOutcome =
  { kind: "success" } | { kind: "failure"; failure: CardFailure } | { kind: "invalid"; message: string };

/**
 * Stripe's test cards that the test gateway knows (docs/decisions.md), with Stripe's own messages and codes. A Map, not
 * an object: a number typed as "constructor" is an invalid number, not Object's own constructor.
 */
const CARDS = new Map<string, TestCardOutcome>([
  ["4242424242424242", { kind: "success" }],
  [
    "4000000000000002",
    {
      kind: "failure",
      failure: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
    },
  ],
  [
    "4000000000009995",
    {
      kind: "failure",
      failure: {
        code: "card_declined",
        declineCode: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    },
  ],
]);

/** The numbers the test card form suggests, formatted as typed, with what each does. */
export const TEST_CARD_NUMBERS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "fails for insufficient funds" },
] as const;

/** Stripe's message for a number its card form would not accept. */
const INVALID_CARD_MESSAGE = "Your card number is invalid.";

/** What paying with `cardNumber` does; spaces and dashes are ignored as the card form ignores them. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return CARDS.get(cardNumber.replace(/[\s-]/g, "")) ?? { kind: "invalid", message: INVALID_CARD_MESSAGE };
}
