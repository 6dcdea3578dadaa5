import { resetEnvForTests } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";

/** Sets TRUSTED_PROXY (the number of proxies in front of the shop); 0 unsets it. */
export function trustProxies(hops: number): void {
  if (hops === 0) delete process.env.TRUSTED_PROXY;
  else process.env.TRUSTED_PROXY = String(hops);
  resetEnvForTests();
}

/**
 * The X-Forwarded-For a request arrives with through one proxy (nginx's $proxy_add_x_forwarded_for): whatever the
 * client wrote itself, then the address the proxy saw.
 */
export function throughProxy(address: string, clientWrote?: string): Record<string, string> {
  return { "x-forwarded-for": clientWrote ? `${clientWrote}, ${address}` : address };
}

/** A request as the server hands it on when its socket's peer is `address` (lib/rate-limit/peer-address.ts). */
export function fromPeer(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address };
}
