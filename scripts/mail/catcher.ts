import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Server as NetServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { escapeHtml } from "../../emails/escape";

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** When the catcher received the mail (ISO 8601), not the Date header. */
  date: string;
  /** Each header's raw value, unfolded, by its lower-case name (the last one wins). */
  headers: Record<string, string>;
}

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  messages(): CaughtMail[];
  clear(): void;
  stop(): Promise<void>;
}

interface MailCatcherOptions {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}

const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function page(title: string, body: string, refresh = false): string {
  // The inbox refreshes itself so the operator sees new mail without scripts.
  const meta = refresh ? '<meta http-equiv="refresh" content="5">' : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${meta}<title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}iframe{width:100%;height:60vh;border:1px solid #ccc}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}dt{font-weight:600}</style></head><body>${body}</body></html>`;
}

function renderInbox(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(", "))}</td>` +
        `<td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("");
  const table = mails.length
    ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No messages yet.</p>";
  return page("Atelier mail", `<h1>Atelier mail</h1>${table}`, true);
}

function renderMessage(m: CaughtMail): string {
  const fields: [string, string][] = [
    ["From", m.from],
    ["To", m.to.join(", ")],
    ["Date", m.date],
    ["Subject", m.subject],
  ];
  const headers = fields.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  // An empty sandbox keeps mail HTML from running scripts or touching this origin.
  const html = m.html ? `<h2>HTML</h2><iframe sandbox srcdoc="${escapeHtml(m.html)}" title="HTML body"></iframe>` : "";
  const body = `<p><a href="/">&larr; Inbox</a></p><h1>${escapeHtml(m.subject || "(no subject)")}</h1><dl>${headers}</dl>${html}<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`;
  return page(m.subject || "Atelier mail", body);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": "no-store",
    "Content-Security-Policy": "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}

function formatHostForUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/** Resolves with the bound port, which matters when port 0 let the OS choose. */
function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    server.once("error", onError);
    server.once("listening", () => {
      server.off("error", onError);
      const address = server.address();
      if (address === null || typeof address === "string") {
        reject(new Error("Mail catcher is not listening on a TCP port"));
        return;
      }
      resolve(address.port);
    });
    server.listen(port, host);
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  let mails: CaughtMail[] = [];

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const parsed = await simpleParser(stream);
    if (stream.sizeExceeded) {
      throw Object.assign(new Error("Message exceeds the 10 MB limit"), { responseCode: 552 });
    }
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
    const mail: CaughtMail = {
      id: randomUUID(),
      from: parsed.from?.text ?? envelopeFrom,
      // The envelope, not the To header, says who actually receives it (Bcc included).
      to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: parsed.html || "",
      date: new Date().toISOString(),
      headers: Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(":") + 1)
            .replace(/\r?\n[ \t]+/g, " ")
            .trim(),
        ]),
      ),
    };
    mails = [mail, ...mails].slice(0, MAX_MESSAGES);
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (err: unknown) => {
          // smtp-server only answers once the DATA stream has been read to the end.
          stream.resume();
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    },
  });
  // Client resets are routine; without a listener they would crash the process.
  // Listen failures are already reported by rejecting startMailCatcher().
  smtp.on("error", (err: NodeJS.ErrnoException) => {
    if (err.syscall !== "listen") console.warn(`[mail-catcher] smtp: ${err.message}`);
  });

  function route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/api/messages" && req.method === "DELETE") {
      mails = [];
      res.writeHead(204).end();
    } else if (url.pathname === "/api/messages" && req.method === "GET") {
      const to = url.searchParams.get("to")?.trim().toLowerCase();
      const messages = to ? mails.filter((m) => m.to.includes(to)) : mails;
      send(res, 200, "application/json", JSON.stringify({ messages }));
    } else if (url.pathname === "/" && req.method === "GET") {
      send(res, 200, "text/html", renderInbox(mails));
    } else {
      // Ids are UUIDs, so the raw path segment is compared without URI-decoding it.
      const id = req.method === "GET" ? /^\/messages\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
      const mail = id ? mails.find((m) => m.id === id) : undefined;
      if (mail) send(res, 200, "text/html", renderMessage(mail));
      else send(res, 404, "text/plain", "Not found");
    }
  }

  const http = createServer((req, res) => {
    try {
      route(req, res);
    } catch {
      // A malformed request must not take the whole catcher down with it.
      if (!res.headersSent) send(res, 400, "text/plain", "Bad request");
    }
  });

  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host);
  let httpPort: number;
  try {
    httpPort = await listen(http, options.httpPort ?? 0, host);
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw err;
  }
  const urlHost = formatHostForUrl(host);

  let stopping: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://${urlHost}:${smtpPort}`,
    webUrl: `http://${urlHost}:${httpPort}`,
    messages: () => [...mails],
    clear: () => {
      mails = [];
    },
    stop() {
      stopping ??= Promise.all([
        new Promise<void>((resolve) => {
          smtp.close(resolve);
          // smtp-server would otherwise wait up to 30 s for idle clients to leave;
          // a 421 reply also makes it close the connection.
          for (const connection of [...smtp.connections]) {
            connection.send(421, "Mail catcher shutting down");
          }
        }),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined);
      return stopping;
    },
  };
}
