import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { productPictures } from "@/components/shop/product-pictures";
import { StaticImage } from "@/components/ui/static-image";
import { resetEnvForTests } from "@/lib/env";
import { builtPolicyMismatch } from "@/lib/images/page-src";
import { imageSrcOnCdn } from "@/lib/images/paths";
import { pageHeaders } from "@/lib/security/page-policy";
import { cachedPagePolicy, imageHostOf, staticHeaderRules } from "@/lib/security/static-headers.mjs";

const KEY = "0123456789abcdef0123456789abcdef.webp";
const STORED = `/uploads/${KEY}`;
const CDN = "https://images.example.com";

/** Sets PUBLIC_IMAGE_BASE_URL for this process, and the CDN host the build wrote into the product pages' policy. */
function usePhotoCdn(value: string | undefined, builtHost = imageHostOf(value) ?? ""): void {
  if (value === undefined) delete process.env.PUBLIC_IMAGE_BASE_URL;
  else process.env.PUBLIC_IMAGE_BASE_URL = value;
  process.env.ATELIER_BUILT_IMAGE_HOST = builtHost;
  resetEnvForTests();
}

afterEach(() => {
  usePhotoCdn(undefined);
  delete process.env.ATELIER_BUILT_IMAGE_HOST;
});

/** The src and srcset of every <img> in the markup, as a browser would read them (entities decoded). */
function imageAddresses(html: string): string[] {
  const decode = (text: string) => text.replaceAll("&amp;", "&");
  return [...html.matchAll(/<img [^>]*>/g)].flatMap(([tag]) => [
    ...[...tag.matchAll(/ src="([^"]*)"/g)].map(([, src = ""]) => decode(src)),
    ...[...tag.matchAll(/ srcSet="([^"]*)"/gi)].flatMap(([, set = ""]) =>
      set.split(",").map((entry) => decode(entry.trim().split(/\s+/)[0] ?? "")),
    ),
  ]);
}

/** The sources of the directive that governs images in a policy: img-src, else default-src. */
function imageSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
  return directives.get("img-src") ?? directives.get("default-src") ?? [];
}

const card = () =>
  renderToStaticMarkup(createElement(StaticImage, { src: STORED, alt: "", width: 800, height: 800, sizes: "48vw" }));

describe("a stored picture's address on the photo CDN", () => {
  test("is <PUBLIC_IMAGE_BASE_URL>/<key> for a stored picture, with or without a path on the CDN", () => {
    expect(imageSrcOnCdn(STORED, CDN)).toBe(`${CDN}/${KEY}`);
    expect(imageSrcOnCdn(STORED, "https://cdn.example.com/atelier")).toBe(`https://cdn.example.com/atelier/${KEY}`);
  });

  test("is none without a CDN, for the demo drawings, and for anything that is not a stored key", () => {
    expect(imageSrcOnCdn(STORED, undefined)).toBeUndefined();
    for (const src of [
      "/products/ring.svg",
      "/placeholder-product.svg",
      "/uploads/originals/x.webp",
      "/uploads/../secret",
      "https://elsewhere.example.com/uploads/x.webp",
    ]) {
      expect(imageSrcOnCdn(src, CDN), src).toBeUndefined();
    }
  });
});

describe("pages with PUBLIC_IMAGE_BASE_URL set", () => {
  test("a grid's picture points at the CDN as stored, past the optimizer", () => {
    usePhotoCdn(CDN);
    expect(imageAddresses(card())).toEqual([`${CDN}/${KEY}`]);
  });

  test("the product page's large picture and thumbnail point at the CDN; a demo drawing stays on the shop", () => {
    usePhotoCdn(CDN);
    const [picture, drawing] = productPictures([STORED, "/products/ring.svg"]);
    expect(picture?.large.src).toBe(`${CDN}/${KEY}`);
    expect(picture?.large.srcSet).toBeUndefined();
    expect(picture?.thumbnail.src).toBe(`${CDN}/${KEY}`);
    expect(drawing?.large.src).toMatch(/^\/products\/ring\.svg|^\/_next\/image\?url=%2Fproducts%2Fring\.svg/);
  });

  test("a build made without this CDN keeps the product page's photos on the shop (its fixed policy would block them), and the start says so", () => {
    usePhotoCdn(CDN, "");
    const [picture] = productPictures([STORED]);
    expect(picture?.large.src).toMatch(/^\/_next\/image\?url=%2Fuploads%2F/);
    expect(picture?.large.srcSet).toContain("w=828");
    // Pages whose policy is written per request follow the environment.
    expect(imageAddresses(card())).toEqual([`${CDN}/${KEY}`]);
    expect(builtPolicyMismatch()).toBe(
      "PUBLIC_IMAGE_BASE_URL: the build was made for no photo CDN, not images.example.com: product pages link their photos on the shop until the app is built again with this environment",
    );
    usePhotoCdn(undefined, "old-cdn.example.com");
    expect(productPictures([STORED])[0]?.large.src).toMatch(/^\/_next\/image/);
    expect(builtPolicyMismatch()).toContain("the build was made for old-cdn.example.com, not none");
    usePhotoCdn(CDN);
    expect(builtPolicyMismatch()).toBeNull();
  });

  test("the policy of every page allows the CDN's images, and nothing more from it", () => {
    usePhotoCdn(CDN);
    const perRequest = pageHeaders({
      pathname: "/shop",
      nonce: "bm9uY2U=",
      stripe: false,
      development: false,
      https: true,
      imageBase: CDN,
      styleHashes: [],
    }).contentSecurityPolicy;
    expect(imageSources(perRequest)).toEqual(["'self'", CDN]);
    expect(perRequest).not.toMatch(/(script|connect|frame|style)-src[^;]*images\.example\.com/);

    const productRule = staticHeaderRules(true, CDN).find((rule) => rule.source === "/product/:path*");
    const cached = productRule?.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? "";
    // A host without a scheme matches https on an https page: the cached policy must hold no colon.
    expect(imageSources(cached)).toEqual(["'self'", "images.example.com"]);
    expect(cached).not.toContain(":");
    expect(cached).toBe(cachedPagePolicy(imageHostOf(CDN)));
  });
});

describe("pages without PUBLIC_IMAGE_BASE_URL", () => {
  test("pictures go through Next's optimizer on the shop, with a srcset, and images are this origin's only", () => {
    usePhotoCdn(undefined);
    const addresses = imageAddresses(card());
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses)
      expect(address).toMatch(/^\/_next\/image\?url=%2Fuploads%2F0123456789abcdef0123456789abcdef\.webp&w=\d+&q=75$/);
    const policy = pageHeaders({
      pathname: "/shop",
      nonce: "bm9uY2U=",
      stripe: false,
      development: false,
      https: false,
      imageBase: undefined,
      styleHashes: [],
    }).contentSecurityPolicy;
    expect(imageSources(policy)).toEqual(["'self'"]);
    expect(imageSources(cachedPagePolicy(imageHostOf(undefined)))).toEqual(["'self'"]);
    expect(imageHostOf(" ")).toBeUndefined();
  });
});
