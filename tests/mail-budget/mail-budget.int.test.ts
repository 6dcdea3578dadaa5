import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resend } from "@/app/api/auth/resend-verification/route";
import { POST as createRequest } from "@/app/api/custom-requests/route";
import { POST as confirmNewsletter } from "@/app/api/newsletter/confirm/[token]/route";
import { POST as signUp } from "@/app/api/newsletter/route";
import { POST as requestAlert } from "@/app/api/products/[id]/alerts/route";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, type ApiAnswer } from "../support/api";
import { throughProxy, trustProxies } from "../support/clients";
import { advanceRateLimitClock } from "../support/clock";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitFor, waitForMail } from "../support/mail";

const DESCRIPTION = "A thin gold ring with a small garnet, like the one my grandmother wore.";
const FLOWS = ["register", "resend", "reset", "alert", "newsletter", "commission"] as const;
type Flow = (typeof FLOWS)[number];

// Registration hashes at the production bcrypt cost; the day's window is moved by the counters' clock.
describe("mail asked for an address that has proven nothing", { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();
  const db = () => database.client();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;
  /** A client of its own, behind the shop's one trusted proxy. */
  const client = () => throughProxy(`203.0.113.${(seq += 1) % 250}`);
  const piece = async () => (await createProduct(db(), { stock: 0 })).id;

  beforeAll(() => trustProxies(1));
  afterAll(() => trustProxies(0));

  const post = (
    handler: Parameters<typeof callRoute>[0],
    path: string,
    body: unknown,
    headers: Record<string, string>,
    params: Record<string, string> = {},
  ) => callRoute(handler, apiRequest("POST", path, { origin: ORIGIN, body, headers }), params);

  /** One request of `flow` for `email` from `from`; an alert asks for `productId`. */
  function ask(flow: Flow, email: string, from: Record<string, string>, productId = ""): Promise<ApiAnswer> {
    if (flow === "register")
      return post(register, "/api/auth/register", { name: "Someone", email, password: "Garnet&Gold42" }, from);
    if (flow === "resend") return post(resend, "/api/auth/resend-verification", { email }, from);
    if (flow === "reset") return post(forgotPassword, "/api/auth/forgot-password", { email }, from);
    if (flow === "alert")
      return post(requestAlert, `/api/products/${productId}/alerts`, { email }, from, { id: productId });
    if (flow === "newsletter") return post(signUp, "/api/newsletter", { email }, from);
    return post(createRequest, "/api/custom-requests", { name: "Someone", email, description: DESCRIPTION }, from);
  }

  /** An answer as a client can compare it: status and body, a new commission's id aside. */
  const asSeen = ({ status, body }: ApiAnswer) => ({
    status,
    body: { ...body, data: { ...body.data, ...("id" in body.data ? { id: "(new id)" } : {}) } },
  });

  const mailsTo = (pattern: RegExp) =>
    catcher()
      .messages()
      .filter((mail) => mail.to.some((to) => pattern.test(to)));
  const exactly = (email: string) => new RegExp(`^${email.replaceAll(".", "\\.").replaceAll("+", "\\+")}$`, "i");

  /** Waits until the outbox has sent everything queued (the delivery started after each commit takes it). */
  const settled = () =>
    waitFor(async () => ((await db().emailOutbox.count({ where: { status: "pending" } })) === 0 ? true : undefined));

  test("thirty requests from five addresses across every flow that mails her put six mails in her inbox, each answered as the first that mailed", async () => {
    const her = address("her");
    const clients = [client(), client(), client(), client(), client()];
    const pieces = [await piece(), await piece(), await piece(), await piece(), await piece()];
    let alerts = 0;
    const send = (flow: Flow, from: number) =>
      ask(flow, her, clients[from] ?? {}, flow === "alert" ? pieces[alerts++] : "");

    // The first address asks for each flow once, and each mails her: these are the answers of a budget not yet spent.
    const first = new Map<Flow, ReturnType<typeof asSeen>>();
    for (const flow of FLOWS) {
      first.set(flow, asSeen(await send(flow, 0)));
      await settled();
    }
    expect(Object.fromEntries([...first].map(([flow, answer]) => [flow, answer.status]))).toEqual({
      register: 202,
      resend: 200,
      reset: 202,
      alert: 202,
      newsletter: 202,
      commission: 201,
    });
    expect(mailsTo(exactly(her))).toHaveLength(6);

    // Four more addresses, 24 more requests, each within its flow's own limits (per email and per client).
    const rest: [number, Flow[]][] = [
      [1, ["register", "resend", "reset", "alert", "newsletter", "commission"]],
      [2, ["register", "resend", "reset", "alert", "newsletter", "commission"]],
      [3, ["resend", "reset", "alert", "commission", "resend", "reset"]],
      [4, ["resend", "reset", "alert", "commission", "resend", "reset"]],
    ];
    for (const [from, flows] of rest) {
      for (const flow of flows) {
        expect(asSeen(await send(flow, from)), `${flow} from address ${from + 1}`).toEqual(first.get(flow));
      }
    }
    await settled();
    expect(mailsTo(exactly(her))).toHaveLength(6);
  });

  test("requests that mail nothing spend nothing: resends and resets for an address with no account leave her six", async () => {
    const her = address("no-account");
    for (let i = 0; i < 3; i += 1) {
      expect((await ask("resend", her, client())).status).toBe(200);
      expect((await ask("reset", her, client())).status).toBe(202);
    }
    for (let i = 0; i < 5; i += 1) expect((await ask("commission", her, client())).status).toBe(201);
    expect((await ask("newsletter", her, client())).status).toBe(202);
    await settled();
    expect(mailsTo(exactly(her))).toHaveLength(6);
  });

  test("her address spelt with +tags and capitals is one mailbox with one budget", async () => {
    const her = address("tagged");
    const [name = "", domain = ""] = her.split("@");
    const productId = await piece();
    const from = client();
    const spellings = [her, her.toUpperCase(), ...[1, 2, 3, 4, 5].map((n) => `${name}+${n}@${domain}`)];
    for (const spelling of spellings) expect((await ask("alert", spelling, from, productId)).status).toBe(202);
    await settled();
    expect(mailsTo(new RegExp(`^${name}(\\+\\d)?@${domain.replaceAll(".", "\\.")}$`))).toHaveLength(6);
  });

  test("twelve requests at once for one mailbox queue six mails: no two take the sixth", async () => {
    const her = address("race");
    const [name = "", domain = ""] = her.split("@");
    const productId = await piece();
    const from = client();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => ask("alert", `${name}+${n}@${domain}`, from, productId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 202));
    const queued = await db().emailOutbox.count({
      where: { to: { startsWith: `${name}+` }, AND: { to: { endsWith: `@${domain}` } } },
    });
    expect(queued).toBe(6);
  });

  test("a day after her first mails she can be mailed again, and not a minute sooner", async () => {
    const her = address("next-day");
    for (let i = 0; i < 5; i += 1) expect((await ask("commission", her, client())).status).toBe(201);
    expect((await ask("newsletter", her, client())).status).toBe(202);
    await settled();
    expect(mailsTo(exactly(her))).toHaveLength(6);

    await advanceRateLimitClock(db(), 24 * 60 * 60 - 60);
    expect((await ask("alert", her, client(), await piece())).status).toBe(202);
    await settled();
    expect(mailsTo(exactly(her))).toHaveLength(6);

    await advanceRateLimitClock(db(), 60);
    expect((await ask("alert", her, client(), await piece())).status).toBe(202);
    await waitForMail(catcher(), her, 7);
  });

  const proofs: [string, (email: string) => Promise<unknown>][] = [
    ["a verified account", (email) => createUser(db(), { email })],
    [
      "an order",
      (email) => createOrder(db(), { email, items: [{ name: "Garnet ring", unitPriceCents: 4_800, quantity: 1 }] }),
    ],
    [
      "a confirmed newsletter subscription",
      async (email) => {
        expect((await ask("newsletter", email, client())).status).toBe(202);
        const token =
          /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec((await waitForMail(catcher(), email)).text)?.[1] ?? "";
        expect(
          (await callRoute(confirmNewsletter, apiRequest("POST", `/api/newsletter/confirm/${token}`), { token }))
            .status,
        ).toBe(200);
      },
    ],
  ];

  test.each(proofs)(
    "an address proven by %s is not held to six; its flows' own limits still hold",
    async (_proof, prove) => {
      const her = address("proven");
      await prove(her);
      await settled();
      const before = mailsTo(exactly(her)).length;
      const from = client();
      for (let i = 0; i < 5; i += 1) expect((await ask("commission", her, from)).status).toBe(201);
      for (let i = 0; i < 3; i += 1) expect((await ask("alert", her, from, await piece())).status).toBe(202);
      await settled();
      expect(mailsTo(exactly(her)).length - before).toBe(8);
      expect((await ask("commission", her, client())).status).toBe(429);
    },
  );
});
