export * from "@/lib/http/errors";
export { ok, fail } from "@/lib/http/envelope";
export { readJson, readWebhookBody } from "@/lib/http/body";
export { route, withAdmin, withUser } from "@/lib/http/route";
export { errorToResponse } from "@/lib/http/to-response";
