/** The `{ params }` second argument Next.js passes to a route handler. */
export function paramsOf<P extends object>(params: P) {
  return { params: Promise.resolve(params) };
}

export const noParams = paramsOf({});

/** A request to the API as a client sends it: JSON body, optional Bearer token. */
export function apiRequest(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
  });
}

/** The parsed JSON body of a response, typed loosely for assertions. */
export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
