import bcrypt from "bcryptjs";
import { describe, expect, test } from "vitest";
import { HASH_QUEUE_LENGTH, hashJobsInFlight } from "@/lib/auth/hash-pool";
import { checkPassword, hashPassword } from "@/lib/auth/password";

// "Ｐａｓｓ１" (full-width) and "Cafe\u0301" (e + combining accent) are what NFKC turns into "Pass1" and "Café".
const TYPED_ELSEWHERE = "\uFF30\uFF41\uFF53\uFF53\uFF11-Cafe\u0301!";
const NORMALIZED = "Pass1-Caf\u00e9!";

describe("password hashing", { timeout: 30_000 }, () => {
  test("a password typed in another Unicode form is the same password", async () => {
    const hash = await hashPassword(TYPED_ELSEWHERE);
    expect(await checkPassword(NORMALIZED, hash)).toBe("match");
    expect(await checkPassword(TYPED_ELSEWHERE, hash)).toBe("match");
    expect(await checkPassword("Pass1-Cafe!", hash)).toBe("no-match");
  });

  test("a hash stored before normalization still verifies, and says it should be replaced", async () => {
    const legacy = bcrypt.hashSync(TYPED_ELSEWHERE, 4);
    expect(await checkPassword(TYPED_ELSEWHERE, legacy)).toBe("match-unnormalized");
    expect(await checkPassword(NORMALIZED, legacy)).toBe("no-match");
  });

  test("past the queue a hash is refused at once with 503, and the event loop stays free meanwhile", async () => {
    const jobs = Array.from({ length: HASH_QUEUE_LENGTH + 6 }, (_, i) =>
      hashPassword(`Flood+Password${i}`).then(
        () => "hashed",
        (error: unknown) => (error instanceof Error && "status" in error ? error.status : "other"),
      ),
    );
    // While cost-12 hashes run, a timer still fires on time: the work is on another thread.
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - started).toBeLessThan(200);
    expect(hashJobsInFlight()).toBeGreaterThan(0);
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((outcome) => outcome === 503).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome === "hashed").length).toBeGreaterThanOrEqual(HASH_QUEUE_LENGTH);
    expect(outcomes.filter((outcome) => outcome !== "hashed" && outcome !== 503)).toEqual([]);
  });
});
