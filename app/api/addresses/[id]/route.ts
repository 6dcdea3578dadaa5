import { deleteAddress, updateAddress } from "@/lib/addresses/mutations";
import { getAddressForUserOrThrow } from "@/lib/addresses/queries";
import { updateAddressSchema } from "@/lib/addresses/schemas";
import { idParams, ok, route } from "@/lib/http";

// GET /api/addresses/{id} – one of the member's addresses; another member's id is a 404
export const GET = route({ auth: "user", params: idParams }, async ({ user, params }) =>
  ok(await getAddressForUserOrThrow(user.userId, params.id)),
);

// PUT /api/addresses/{id} – change the fields sent; the others keep their values
export const PUT = route(
  { auth: "user", params: idParams, body: updateAddressSchema },
  async ({ user, params, body }) => ok(await updateAddress(user.userId, params.id, body)),
);

// DELETE /api/addresses/{id} – delete it and answer the addresses left (the default may have moved)
export const DELETE = route({ auth: "user", params: idParams }, async ({ user, params }) =>
  ok(await deleteAddress(user.userId, params.id)),
);
