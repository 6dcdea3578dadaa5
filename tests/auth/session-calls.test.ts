import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionCalls } from "@/components/auth/session-calls";

const member = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  role: "USER" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** A browser whose cookies are `cookie` and whose local storage is the returned map. */
function browser(cookie: string): Map<string, string> {
  const storage = new Map<string, string>();
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  return storage;
}

function client() {
  return { fetchSessionUser: vi.fn(() => Promise.resolve(member)), endBrowserSession: vi.fn(() => Promise.resolve()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sessionCalls", () => {
  it("restores nobody without the login hint, and does not even fetch the client", async () => {
    browser("theme=light");
    const load = vi.fn(() => Promise.resolve(client()));
    expect(await sessionCalls(load).restore()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("with the hint, fetches the client and asks it who is signed in", async () => {
    browser("theme=light; atelier_session=1");
    const loaded = client();
    expect(await sessionCalls(() => Promise.resolve(loaded)).restore()).toEqual(member);
    expect(loaded.fetchSessionUser).toHaveBeenCalledTimes(1);
  });

  it("restores nobody, and says why, when the client cannot be fetched", async () => {
    browser("atelier_session=1");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calls = sessionCalls(() => Promise.reject(new Error("chunk failed to load")));
    expect(await calls.restore()).toBeNull();
    expect(logged).toHaveBeenCalledWith("Could not restore the session", expect.any(Error));
  });

  it("signs out through the client when it can be fetched", async () => {
    browser("atelier_session=1");
    const loaded = client();
    await sessionCalls(() => Promise.resolve(loaded)).end();
    expect(loaded.endBrowserSession).toHaveBeenCalledTimes(1);
  });

  it("still forgets the session's renewal in this browser when the client cannot be fetched to sign out", async () => {
    const storage = browser("atelier_session=1");
    storage.set("atelier:session-renewed-at", "1700000000000");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sessionCalls(() => Promise.reject(new Error("offline"))).end()).resolves.toBeUndefined();
    expect(storage.has("atelier:session-renewed-at")).toBe(false);
    expect(logged).toHaveBeenCalledWith("Logout failed", expect.any(Error));
  });
});
