// Outside a Next.js server, next/cache's revalidation throws (it needs the request's cache store). Tests
// import this stand-in instead, which records what the code asked to revalidate so tests can check it.
export const revalidatedPaths: string[] = [];

export function revalidatePath(path: string, type?: "page" | "layout"): void {
  revalidatedPaths.push(type ? `${path} (${type})` : path);
}
