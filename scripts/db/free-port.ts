import net from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now: `preferred` if free, else one the OS picks. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        const chosen = typeof address === "object" && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  const chosen = (preferred ? await tryPort(preferred) : null) ?? (await tryPort(0));
  if (chosen === null) throw new Error("No free TCP port on 127.0.0.1");
  return chosen;
}
