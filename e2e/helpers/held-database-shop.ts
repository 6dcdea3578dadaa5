import { startTcpProxy, type TcpProxy } from "../../scripts/faults/tcp-proxy";
import { startShopServer, type ShopServer } from "../../scripts/runtime/shop-server";

export type HeldDatabaseShop = { proxy: TcpProxy; shop: ShopServer; stop(): Promise<void> };

/**
 * A second `next start` of the suite's build whose database is reached through a TCP proxy that can hold every byte
 * (`proxy.pause()`): a stalled database, connections open and nothing answering, on a server of its own, so that the
 * stall reaches no other test. It trusts one proxy, as the suite's server does: the tests' requests carry their own
 * X-Forwarded-For (e2e/fixtures.ts).
 */
export async function startHeldDatabaseShop(): Promise<HeldDatabaseShop> {
  const direct = new URL(process.env.DATABASE_URL ?? "");
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(direct);
  throughProxy.hostname = "127.0.0.1";
  throughProxy.port = String(proxy.port);
  const shop = await startShopServer({
    databaseUrl: throughProxy.toString(),
    authSecret: process.env.AUTH_SECRET ?? "",
    smtpUrl: process.env.MAIL_SMTP_URL ?? "",
    build: false,
    env: { TRUSTED_PROXY: "1" },
  }).catch(async (error: unknown) => {
    await proxy.close();
    throw error;
  });
  return {
    proxy,
    shop,
    async stop() {
      proxy.resume();
      await shop.stop();
      await proxy.close();
    },
  };
}
