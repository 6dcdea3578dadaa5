import { createAddress } from "@/lib/addresses/mutations";
import { listAddresses } from "@/lib/addresses/queries";
import { createAddressSchema } from "@/lib/addresses/schemas";
import { ok, route } from "@/lib/http";

// GET /api/addresses – the member's addresses, the default first, then the newest
export const GET = route({ auth: "user" }, async ({ user }) => ok(await listAddresses(user.userId)));

// POST /api/addresses – save an address; the member's first one becomes the default
export const POST = route({ auth: "user", body: createAddressSchema }, async ({ user, body }) =>
  ok(await createAddress(user.userId, body), { status: 201 }),
);
