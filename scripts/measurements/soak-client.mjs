// What the soak test (scripts/measurements/soak.mjs) needs to act like people over HTTP: sign in through
// next-auth's credentials form, call the app's server actions the way the browser does
// (their ids come from the build's own manifest), and time every request by page.
import fs from "node:fs";
import path from "node:path";

/**
 * The build's server actions by exported name: { id, pages } where pages are the routes
 * (app paths) whose bundles hold the action. The browser posts to the page it is on with
 * the id in the Next-Action header; so does the soak.
 * @param {string} dist the build folder (.next-e2e, ...)
 */
export function readActionIds(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "server", "server-reference-manifest.json"), "utf8"));
  /** @type {Map<string, { id: string, pages: string[] }>} */
  const actions = new Map();
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    actions.set(entry.exportedName, { id, pages: Object.keys(entry.workers ?? {}) });
  }
  return actions;
}

/** The value of a server action's answer: the RSC row that carries the action's result. */
export function parseActionAnswer(text) {
  for (const line of text.split("\n")) {
    const match = /^1:(\{.*\})$/.exec(line);
    if (match) return JSON.parse(match[1]);
  }
  return null;
}

/** A session's cookies as one header value, kept across requests like a browser would. */
export class CookieJar {
  #cookies = new Map();
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  has(fragment) {
    return [...this.#cookies.keys()].some((name) => name.includes(fragment));
  }
}

/**
 * Every request the soak makes goes through one of these: it times the answer by the
 * label given (the page, not the id), counts failures, and knows when the cluster was
 * being disrupted on purpose so those minutes can be told apart.
 */
export class Recorder {
  /** @type {Map<string, { times: number[], requests: number, errors: number, errorsOutside: number }>} */
  byLabel = new Map();
  /** @type {Array<{ what: string, start: number, end: number | null }>} */
  windows = [];
  /** @type {Array<{ at: number, label: string, detail: string, inWindow: boolean }>} */
  errorLog = [];

  /** A disruption starts now; call the returned function when the cluster is whole again. */
  disruption(what) {
    const window = { what, start: Date.now(), end: null };
    this.windows.push(window);
    return () => {
      window.end = Date.now();
    };
  }

  /** Whether a request that started at `started` and ended at `ended` overlapped a disruption (plus a grace period after it). */
  inWindow(started, ended, graceMs) {
    return this.windows.some((window) => started <= (window.end ?? Infinity) + graceMs && ended >= window.start);
  }

  record(label, started, ok, detail, graceMs) {
    const ended = Date.now();
    let entry = this.byLabel.get(label);
    if (!entry) this.byLabel.set(label, (entry = { times: [], requests: 0, errors: 0, errorsOutside: 0 }));
    entry.requests += 1;
    entry.times.push(ended - started);
    if (!ok) {
      const inWindow = this.inWindow(started, ended, graceMs);
      entry.errors += 1;
      if (!inWindow) entry.errorsOutside += 1;
      if (this.errorLog.length < 500) this.errorLog.push({ at: ended, label, detail, inWindow });
    }
  }

  totals() {
    let requests = 0;
    let errors = 0;
    let errorsOutside = 0;
    for (const entry of this.byLabel.values()) {
      requests += entry.requests;
      errors += entry.errors;
      errorsOutside += entry.errorsOutside;
    }
    return { requests, errors, errorsOutside };
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One person's HTTP client against the cluster: its own cookies, every request timed and
 * recorded under a label. A request that fails at the transport (the balancer or an
 * instance gone) or answers 5xx is an error; 4xx answers the caller judges.
 */
export class Visitor {
  constructor({ base, recorder, actions, graceMs }) {
    this.base = base;
    this.recorder = recorder;
    this.actions = actions;
    this.graceMs = graceMs;
    this.jar = new CookieJar();
  }

  async request(label, pathname, init = {}) {
    const started = Date.now();
    const headers = { ...(init.headers ?? {}) };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    // A timer of our own, referenced until the answer is read, not AbortSignal.timeout(): a run of
    // 2026-11-28 waited more than ten minutes for its last requests after the load ended, which an
    // abort that never fired explains (Node 20 may collect an AbortSignal.timeout nothing holds).
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new Error("request timed out")), init.timeoutMs ?? 30_000);
    try {
      const response = await fetch(new URL(pathname, this.base), { redirect: "manual", ...init, headers, signal: controller.signal });
      this.jar.take(response);
      const text = await response.text();
      const ok = response.status < 500 && (init.expect ? init.expect(response, text) : true);
      this.recorder.record(label, started, ok, ok ? "" : `${response.status} ${text.slice(0, 160).replace(/\s+/g, " ")}`, this.graceMs);
      return { status: response.status, text, ok, headers: response.headers };
    } catch (error) {
      this.recorder.record(label, started, false, String(error?.cause?.code ?? error?.name ?? error), this.graceMs);
      return { status: 0, text: "", ok: false, headers: new Headers() };
    } finally {
      clearTimeout(deadline);
    }
  }

  /** next-auth's credentials sign-in: its CSRF token and cookie, then the form. */
  async signIn(email, password) {
    const csrf = await this.request("sign-in", "/api/auth/csrf");
    if (!csrf.ok) return false;
    const { csrfToken } = JSON.parse(csrf.text);
    const body = new URLSearchParams({ csrfToken, email, password, json: "true" });
    await this.request("sign-in", "/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(this.base).origin },
      body,
    });
    return this.jar.has("session-token");
  }

  /**
   * A server action as the browser calls it: POST to the page it was rendered on, the
   * action's id in Next-Action, its arguments as JSON. Answers our ActionResult shape
   * ({ ok, message, data }) or null when the answer could not be read.
   */
  async action(label, name, pagePath, input) {
    const action = this.actions.get(name);
    if (!action) throw new Error(`no server action named ${name} in this build`);
    let result = null;
    const answer = await this.request(label, pagePath, {
      method: "POST",
      headers: {
        "next-action": action.id,
        accept: "text/x-component",
        "content-type": "text/plain;charset=UTF-8",
        origin: new URL(this.base).origin,
      },
      body: JSON.stringify(input === undefined ? [] : [input]),
      expect: (response, text) => {
        const value = response.ok ? parseActionAnswer(text) : null;
        if (value?.data) result = { ok: true, ...value.data };
        else if (value?.serverError) result = { ok: false, ...value.serverError };
        // A refusal the app meant (a rate limit, a product gone) is an answer, not an error.
        return result !== null;
      },
    });
    return answer.ok ? result : null;
  }
}
