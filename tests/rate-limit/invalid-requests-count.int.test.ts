import { describe, expect, test } from "vitest";
import { POST as lookUpByForm } from "@/app/api/guest/orders/lookup/form/route";
import { POST as lookUp } from "@/app/api/guest/orders/lookup/route";
import { POST as signUpByForm } from "@/app/api/newsletter/form/route";
import { POST as signUp } from "@/app/api/newsletter/route";
import { POST as requestAlert } from "@/app/api/products/[id]/alerts/route";
import { POST as vitals } from "@/app/api/vitals/route";
import { ORIGIN, apiRequest, callRoute, noParams } from "../support/api";
import { fromPeer } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useMailCatcher } from "../support/mail";

/** A plain HTML form's post, as the footer's box and "Track an order" send it without scripts. */
function formPost(url: string, body: string, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}${url}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

// Every request of these limited public forms counts against its client, whether its fields are valid or not: a
// client cannot probe them without end by sending what they refuse.
describe("a client's invalid requests count against its limit", () => {
  useTestDatabase();
  useMailCatcher();
  let seq = 0;
  const client = () => fromPeer(`198.51.100.${(seq += 1)}`);

  test("newsletter: 10 malformed sign-ups an hour from one client, then even a valid one is 429; the footer's form says busy", async () => {
    const headers = client();
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await callRoute(
            signUp,
            apiRequest("POST", "/api/newsletter", { origin: ORIGIN, headers, body: { email: "not-an-address" } }),
          )
        ).status,
      ).toBe(400);
    const valid = await callRoute(
      signUp,
      apiRequest("POST", "/api/newsletter", { origin: ORIGIN, headers, body: { email: "reader@example.test" } }),
    );
    expect(valid.status).toBe(429);

    const form = client();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await signUpByForm(formPost("/api/newsletter/form", "email=nope", form), noParams)).headers.get("location"),
      ).toBe("/newsletter/requested?problem=invalid");
    const busy = await signUpByForm(formPost("/api/newsletter/form", "email=reader%40example.test", form), noParams);
    expect(busy.headers.get("location")).toBe("/newsletter/requested?problem=busy");
  });

  test("order lookup: 20 malformed lookups an hour from one client, then even a well-formed one is 429; the plain form says busy", async () => {
    const headers = client();
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await callRoute(
            lookUp,
            apiRequest("POST", "/api/guest/orders/lookup", {
              origin: ORIGIN,
              headers,
              body: { email: "x", orderNumber: "?" },
            }),
          )
        ).status,
      ).toBe(400);
    const wellFormed = await callRoute(
      lookUp,
      apiRequest("POST", "/api/guest/orders/lookup", {
        origin: ORIGIN,
        headers,
        body: { email: "buyer@example.test", orderNumber: "ABCD1234" },
      }),
    );
    expect(wellFormed.status).toBe(429);

    const form = client();
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await lookUpByForm(formPost("/api/guest/orders/lookup/form", "email=x&orderNumber=1", form), noParams)
        ).headers.get("location"),
      ).toBe("/orders/lookup?problem=email");
    const busy = await lookUpByForm(
      formPost("/api/guest/orders/lookup/form", "email=buyer%40example.test&orderNumber=ABCD1234", form),
      noParams,
    );
    expect(busy.headers.get("location")).toBe("/orders/lookup?problem=busy");
  });

  test("back-in-stock alerts: 20 malformed requests an hour from one client, then even a valid one is 429", async () => {
    const headers = client();
    const ask = (body: unknown) =>
      callRoute(
        requestAlert,
        apiRequest("POST", "/api/products/no-such-piece/alerts", { origin: ORIGIN, headers, body }),
        { id: "no-such-piece" },
      );
    for (let i = 0; i < 20; i += 1) expect((await ask({ email: "not-an-address" })).status).toBe(400);
    expect((await ask({ email: "waiting@example.test" })).status).toBe(429);
  });

  test("vitals: 60 made-up beacons in ten minutes from one client, then even a real one is 429", async () => {
    const headers = client();
    for (let i = 0; i < 60; i += 1)
      expect(
        (
          await vitals(
            apiRequest("POST", "/api/vitals", {
              origin: ORIGIN,
              headers,
              body: { template: "/zz-made-up", metrics: {} },
            }),
            noParams,
          )
        ).status,
      ).toBe(400);
    const real = await vitals(
      apiRequest("POST", "/api/vitals", { origin: ORIGIN, headers, body: { template: "/", metrics: { LCP: 1200 } } }),
      noParams,
    );
    expect(real.status).toBe(429);
  });
});
