import "server-only";
export * from "@/lib/errors";
export { ok, fail } from "@/lib/http/envelope";
export { idParams, route } from "@/lib/http/route";
export { errorToResponse } from "@/lib/http/to-response";
