import "server-only";
import type { z } from "zod";
import type { AccessClaims } from "@/lib/auth/access-token";
import type { FilesSpec } from "@/lib/http/form-with-files";
import type { UploadSpec } from "@/lib/http/multipart";
import type { RateLimitPolicy } from "@/lib/rate-limit/fixed-window";

/**
 * Who may call a route: anyone, anyone with the caller named when signed in (`optional`), a signed-in member (401
 * otherwise), or an ADMIN (401 signed out, 403 otherwise).
 */
export type RouteAuth = "public" | "optional" | "user" | "admin";

/**
 * What a route reads from its request, each checked before the handler runs (400 naming the field). A route reads
 * its body one way at most: `body`, `upload`, `files`, `form`, `csv` or `rawBody`.
 */
export type RouteSpec = {
  auth: RouteAuth;
  /** The JSON body (capped, JSON only; docs/api.md). */
  body?: z.ZodType;
  /** A multipart upload of one file (capped; 400 naming the part when it is missing). */
  upload?: UploadSpec;
  /** A form sent as JSON or as multipart with files in one repeated part (lib/http/form-with-files.ts). */
  files?: FilesSpec;
  /** A plain HTML form's urlencoded fields (413 past 4 kB, 415 for another type). */
  form?: true;
  /** A CSV file as the body (`text/csv`, at most 5 MB), as text; the domain parses it. */
  csv?: true;
  /** The body as sent, unparsed, under the webhook's cap: a payment webhook's signature covers these exact bytes. */
  rawBody?: true;
  /** The query string, as an object of its parameters. */
  query?: z.ZodType;
  /** The path's [segments]. */
  params?: z.ZodType;
  /** The client's address for per-client limits (lib/http/client-address.ts). */
  client?: true;
  /** Headers the handler reads, by lower-case name: each is its value or null. */
  headers?: readonly string[];
  /** Cookies the handler reads, by name: each is its first value as sent (not URI-decoded) or undefined. */
  cookies?: readonly string[];
  /**
   * Refuse a browser request from another site (403 cross_site_request) before anything else, its limits included.
   * Every public write has it, so no other site can make its visitors sign in, mail, order or count against their
   * limits; signed-in routes check the origin of cookie-authenticated writes themselves. The few writes another
   * site's page may send (a signed webhook, a one-click unsubscribe) are listed in
   * tests/http/cross-site-writes.int.test.ts.
   */
  sameSite?: boolean;
  /**
   * Runs before the session, the path, the query or the body is read: a rate limit that must refuse a flood before
   * any of it is parsed, or a gate that makes the whole route a 404.
   */
  before?: (request: Request) => void | Promise<void>;
  /**
   * Counts every request against this policy for its client right after `before`, ahead of anything being read: a
   * request the form then refuses counts too, and a client past the limit is answered 429 without its body being
   * waited for.
   */
  perClient?: RateLimitPolicy;
};

type Part<S, K extends string, T> = S extends { [key in K]: infer V } ? (V extends T ? V : never) : never;
type Parsed<S, K extends string> = [Part<S, K, z.ZodType>] extends [never]
  ? undefined
  : z.output<Part<S, K, z.ZodType>>;
type Named<S, K extends string, V> = [Part<S, K, readonly string[]>] extends [never]
  ? undefined
  : Record<Part<S, K, readonly string[]>[number], V>;
type Declared<S, K extends string, T> = [Part<S, K, true | object>] extends [never] ? undefined : T;

/** What the handler is given: the request, the caller (null on public routes), and each part its spec declares. */
export type RouteInput<S extends RouteSpec> = {
  request: Request;
  user: S["auth"] extends "public" ? null : S["auth"] extends "optional" ? AccessClaims | null : AccessClaims;
  body: Parsed<S, "body">;
  query: Parsed<S, "query">;
  params: Parsed<S, "params">;
  /** The uploaded file, on routes that declare `upload`. */
  upload: Declared<S, "upload", File>;
  /** The form's fields (unchecked: the domain's schema checks them) and its non-empty files. */
  files: Declared<S, "files", { fields: unknown; files: File[] }>;
  form: Declared<S, "form", URLSearchParams>;
  csv: Declared<S, "csv", string>;
  rawBody: Declared<S, "rawBody", string>;
  /** Null only for a request that did not come through the server (a handler called directly). */
  client: Declared<S, "client", string | null>;
  headers: Named<S, "headers", string | null>;
  cookies: Named<S, "cookies", string | undefined>;
};
