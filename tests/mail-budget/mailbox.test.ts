import { describe, expect, test } from "vitest";
import { mailboxOf } from "@/lib/mailbox";

describe("mailboxOf: the inbox an address reaches, for counting per person", () => {
  test("letter case and a +tag do not make another mailbox", () => {
    expect(mailboxOf("Her@Example.test")).toBe("her@example.test");
    expect(mailboxOf("her+shop@example.test")).toBe("her@example.test");
    expect(mailboxOf(" HER+a+b@EXAMPLE.TEST ")).toBe("her@example.test");
  });

  test("Gmail ignores dots and answers to googlemail.com too", () => {
    expect(mailboxOf("h.e.r@gmail.com")).toBe("her@gmail.com");
    expect(mailboxOf("H.er+news@GoogleMail.com")).toBe("her@gmail.com");
  });

  test("dots elsewhere are part of the name: another provider's first.last is not firstlast", () => {
    expect(mailboxOf("first.last@example.test")).toBe("first.last@example.test");
    expect(mailboxOf("firstlast@example.test")).not.toBe(mailboxOf("first.last@example.test"));
  });

  test("what has no name before a tag is kept as written, so odd addresses never collapse into one", () => {
    expect(mailboxOf("+tag@example.test")).toBe("+tag@example.test");
    expect(mailboxOf("+a@example.test")).not.toBe(mailboxOf("+b@example.test"));
    expect(mailboxOf("...@gmail.com")).toBe("...@gmail.com");
    expect(mailboxOf("no-at-sign")).toBe("no-at-sign");
  });
});
