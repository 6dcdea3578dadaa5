import { afterEach, describe, expect, test } from "vitest";
import { clientAddress } from "@/lib/http/client-address";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { throughProxy, trustProxies } from "../support/clients";

function request(headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/auth/login", { method: "POST", headers });
}

describe("the client of a per-client limit", () => {
  afterEach(() => trustProxies(0));

  test("without a trusted proxy the client is the TCP peer: every forwarding header is the client's own writing", () => {
    const peer = { [PEER_ADDRESS_HEADER]: "198.51.100.4" };
    expect(clientAddress(request({ ...peer, "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }))).toBe(
      "198.51.100.4",
    );
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
  });

  test("a request that did not come through the server (no peer) names nobody", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }))).toBeNull();
    expect(clientAddress(request({}))).toBeNull();
  });

  test("behind one proxy, the client is the entry the proxy appended, never what the client wrote before it", () => {
    trustProxies(1);
    expect(clientAddress(request(throughProxy("203.0.113.7")))).toBe("203.0.113.7");
    expect(clientAddress(request(throughProxy("203.0.113.7", "198.51.100.1")))).toBe("203.0.113.7");
    expect(clientAddress(request(throughProxy("203.0.113.7", "198.51.100.1, 10.0.0.1, 127.0.0.1")))).toBe(
      "203.0.113.7",
    );
  });

  test("behind two proxies, the client is the second entry from the right (what the outer proxy saw)", () => {
    trustProxies(2);
    expect(clientAddress(request({ "x-forwarded-for": "1.1.1.1, 203.0.113.8, 10.0.0.2" }))).toBe("203.0.113.8");
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.8, 10.0.0.2" }))).toBe("203.0.113.8");
  });

  test("a header shorter than the proxies configured names no one (a proxy that did not append)", () => {
    trustProxies(2);
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.8" }))).toBeNull();
    trustProxies(1);
    expect(clientAddress(request({}))).toBeNull();
    expect(clientAddress(request({ "x-forwarded-for": " , " }))).toBeNull();
  });

  test("a proxy that did not append leaves the peer itself as the client, never no one", () => {
    trustProxies(1);
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: "10.0.0.2" }))).toBe("10.0.0.2");
  });

  test("an IPv6 client counts by its /64, written any way; an IPv4-mapped address as plain IPv4", () => {
    trustProxies(1);
    const a = clientAddress(request(throughProxy("2001:db8:abcd:12::1")));
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientAddress(request(throughProxy("2001:0db8:abcd:0012:ffff:1:2:3")))).toBe(a);
    expect(clientAddress(request(throughProxy("[2001:db8:abcd:12::99]:443")))).toBe(a);
    expect(clientAddress(request(throughProxy("2001:db8:abcd:13::1")))).not.toBe(a);
    expect(clientAddress(request(throughProxy("::ffff:203.0.113.9")))).toBe("203.0.113.9");
    expect(clientAddress(request(throughProxy("203.0.113.9:51234")))).toBe("203.0.113.9");
  });
});
