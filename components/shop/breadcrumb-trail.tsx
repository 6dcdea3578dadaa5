import Link from "next/link";
import type { Crumb } from "@/lib/seo/structured-data";

/** The trail above a storefront page, the last crumb being the page itself (its JSON-LD is the page's to add). */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-gold">
                /
              </span>
            ) : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.path} className="inline-flex min-h-8 items-center hover:text-rose">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
