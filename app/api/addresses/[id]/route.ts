import { deleteAddress, updateAddress } from "@/lib/addresses/mutations";
import { getAddressForUserOrThrow } from "@/lib/addresses/queries";
import { updateAddressSchema } from "@/lib/addresses/schemas";
import { ok, readJson, withUser } from "@/lib/http";

type Params = { id: string };

// GET /api/addresses/{id} – one of the member's addresses; another member's id is a 404
export const GET = withUser<Params>(async ({ user, params }) => ok(await getAddressForUserOrThrow(user.userId, params.id)));

// PUT /api/addresses/{id} – change the fields sent; the others keep their values
export const PUT = withUser<Params>(async ({ request, user, params }) =>
  ok(await updateAddress(user.userId, params.id, updateAddressSchema.parse(await readJson(request)))),
);

// DELETE /api/addresses/{id} – delete it and answer the addresses left (the default may have moved)
export const DELETE = withUser<Params>(async ({ user, params }) => ok(await deleteAddress(user.userId, params.id)));
