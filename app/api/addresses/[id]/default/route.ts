import { setDefaultAddress } from "@/lib/addresses/mutations";
import { ok, withUser } from "@/lib/http";

type Params = { id: string };

// PUT /api/addresses/{id}/default – make it the member's default shipping address
export const PUT = withUser<Params>(async ({ user, params }) => ok(await setDefaultAddress(user.userId, params.id)));
