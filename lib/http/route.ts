import { errorToResponse } from "@/lib/http/to-response";

type Context<P> = { params: Promise<P> };

/** Wraps a route handler so every thrown error becomes the envelope of DESIGN.md §3. */
export function route<P = Record<string, string>>(
  handler: (request: Request, context: Context<P>) => Promise<Response>,
) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorToResponse(error);
    }
  };
}
