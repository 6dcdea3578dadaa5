import type { ReactNode } from "react";

type Social = { name: string; href: string; icon: ReactNode };

// Plain anchors to the networks' front pages until the maker's handles are configured; nothing is loaded
// from those hosts, the icons are inline.
const socials: Social[] = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: "Pinterest",
    href: "https://www.pinterest.com/",
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M10.8 20.5 12.6 13M10.4 14.2c-.7-3.2 1.1-6.2 4-6.2 2.2 0 3.6 1.6 3.6 3.6 0 2.6-1.5 4.9-3.8 4.9-1.1 0-1.9-.7-2-1.6" />
      </>
    ),
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    icon: <path d="M16.5 3h-2.5a4 4 0 0 0-4 4v3H7.5v3.5H10V21h3.5v-7.5H16l.5-3.5h-3V7.5a1 1 0 0 1 1-1h2z" />,
  },
];

/** The maker's social profiles as icon links, each named for screen readers. */
export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            rel="noopener noreferrer"
            aria-label={`Atelier on ${social.name}`}
            className="inline-flex size-11 items-center justify-center rounded-full border border-ivory/25 text-ivory transition-colors hover:border-gold-light hover:text-gold-light"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {social.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
