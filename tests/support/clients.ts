import { resetEnvForTests } from "@/lib/env";

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
