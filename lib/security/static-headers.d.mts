// Types of static-headers.mjs (plain JavaScript so that next.config.mjs can import it).

export type Header = { key: string; value: string };
export type HeaderRule = { source: string; headers: Header[] };

export function serializePolicy(directives: Record<string, readonly string[]>): string;
export const BASE_DIRECTIVES: Record<"object-src" | "base-uri" | "form-action" | "frame-ancestors", string[]>;
export function imageHostOf(imageBase: string | undefined): string | undefined;
export function cachedPagePolicy(imageHost: string | undefined): string;
export const RESOURCE_POLICY: string;
export const PERMISSIONS_POLICY: string;
export function commonHeaders(production: boolean): Header[];
export const STATIC_POLICY_PATHS: { cachedPages: string[]; resources: string[] };
export function staticHeaderRules(production: boolean, imageBase?: string): HeaderRule[];
