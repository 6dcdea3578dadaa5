import { setDefaultAddress } from "@/lib/addresses/mutations";
import { idParams, ok, route } from "@/lib/http";

// PUT /api/addresses/{id}/default – make it the member's default shipping address
export const PUT = route({ auth: "user", params: idParams }, async ({ user, params }) =>
  ok(await setDefaultAddress(user.userId, params.id)),
);
