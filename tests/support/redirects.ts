/** Where redirect() sent the visitor: Next.js throws an error whose digest names the target. */
export async function redirectTarget(render: () => Promise<unknown>): Promise<string> {
  const error: unknown = await render().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : "";
  const match = /^NEXT_REDIRECT;[a-z]+;(.+);\d{3};$/.exec(digest);
  if (!match?.[1]) throw new Error(`expected a redirect, got ${String(error)}`);
  return match[1];
}
