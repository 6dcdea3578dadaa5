import bcrypt from "bcryptjs";
import { createDbClient } from "@/lib/db-client";

const EMAIL = "bench-member@example.test";
const PASSWORD = "Garnet&Gold42";

/**
 * A member of the bench's shop with what the member pages show (an address, a line in the cart). `signIn` goes
 * through the real login route at `baseUrl` (with `send`, e.g. a fetch that trusts the run's certificate) and
 * answers the Cookie header a browser would send afterwards, for Lighthouse to send; sign in again for each round,
 * as the session's access token lives 15 minutes.
 */
export async function benchMember(
  baseUrl: string,
  databaseUrl: string,
  send: SignInFetch = fetch,
): Promise<{ signIn(): Promise<string> }> {
  const client = createDbClient(databaseUrl, 1);
  try {
    const user = await client.user.create({
      data: {
        email: EMAIL,
        name: "Bench Member",
        passwordHash: await bcrypt.hash(PASSWORD, 10),
        role: "USER",
        emailVerifiedAt: new Date(),
      },
    });
    const address = await client.address.create({
      data: {
        userId: user.id,
        firstName: "Ada",
        lastName: "Okafor",
        addressLine1: "12 Harbor Street",
        city: "Portland",
        state: "OR",
        postalCode: "97201",
        phone: "503-555-0100",
      },
    });
    await client.user.update({ where: { id: user.id }, data: { defaultAddressId: address.id } });
    const product = await client.product.findFirstOrThrow({ where: { stock: { gt: 0 }, deletedAt: null } });
    await client.cartItem.create({ data: { userId: user.id, productId: product.id, quantity: 1 } });
  } finally {
    await client.$disconnect();
  }
  return { signIn: () => signIn(baseUrl, send) };
}

type SignInFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

async function signIn(baseUrl: string, send: SignInFetch): Promise<string> {
  const answer = await send(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`The bench member could not sign in: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
