import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; ms: number };

export type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The loopback address the request leaves from (127.0.0.0/8 all reach this machine): through nginx, whose
   * X-Forwarded-For the shop trusts, each shopper is then a client of their own, as on the internet.
   */
  from?: string;
  timeoutMs?: number;
};

/** A status of 0 means no answer: the connection failed or the time ran out. */
export const NO_ANSWER = 0;

/**
 * One HTTP request, timed from its start to the last byte of the answer; never throws (a failure is status 0
 * with the reason as text). node:http rather than fetch, because fetch cannot choose the source address.
 */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const begin = performance.now();
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { "content-type": "application/json" }),
    ...options.headers,
  };
  return new Promise((resolve) => {
    const done = (status: number, responseHeaders: http.IncomingHttpHeaders, text: string) =>
      resolve({ status, headers: responseHeaders, text, ms: Math.round(performance.now() - begin) });
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers, localAddress: options.from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          done(response.statusCode ?? NO_ANSWER, response.headers, Buffer.concat(chunks).toString("utf8")),
        );
        response.on("error", (error) => done(NO_ANSWER, {}, error.message));
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error("timed out")));
    request.on("error", (error) => done(NO_ANSWER, {}, error.message));
    request.end(payload);
  });
}

/** The `data` of the shop's JSON envelope, or undefined. */
export function dataOf<T>(answer: Answer): T | undefined {
  try {
    return (JSON.parse(answer.text) as { data?: T }).data;
  } catch {
    return undefined;
  }
}

/** The `code` of an error envelope, or "". */
export function codeOf(answer: Answer): string {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code ?? "";
  } catch {
    return "";
  }
}

/** Shopper `n`'s own loopback address: 127.1.x.y, never 127.0.0.1, which the proof's own calls use. */
export function shopperAddress(n: number): string {
  return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Latencies and status classes per named call. */
export class Timings {
  private readonly byName = new Map<string, { ms: number[]; statuses: Map<number, number> }>();

  add(name: string, answer: Answer): Answer {
    const entry = this.byName.get(name) ?? { ms: [], statuses: new Map<number, number>() };
    entry.ms.push(answer.ms);
    entry.statuses.set(answer.status, (entry.statuses.get(answer.status) ?? 0) + 1);
    this.byName.set(name, entry);
    return answer;
  }

  /** Answers of 5xx, or none at all (status 0), over every call. */
  serverErrors(): number {
    let count = 0;
    for (const { statuses } of this.byName.values()) {
      for (const [status, n] of statuses) if (status >= 500 || status === NO_ANSWER) count += n;
    }
    return count;
  }

  rows(): { name: string; count: number; p50: number; p99: number; max: number; statuses: string }[] {
    return [...this.byName].map(([name, { ms, statuses }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        name,
        count: ms.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        statuses: [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status === NO_ANSWER ? "none" : status}×${n}`)
          .join(" "),
      };
    });
  }

  print(indent = "    "): void {
    for (const row of this.rows()) {
      console.log(
        `${indent}${row.name.padEnd(34)} n=${String(row.count).padStart(5)}  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  max ${String(row.max).padStart(5)} ms  [${row.statuses}]`,
      );
    }
  }
}
