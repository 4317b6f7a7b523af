import fs from "node:fs";
import path from "node:path";
import { APP_PROXY_CONF, PGBOUNCER_INI, nginxConfig, pgbouncerConfig } from "../../scripts/production/edge.mjs";
import { DOCUMENT_MAX_BYTES } from "@/lib/validation/signup";

// The cluster's nginx and PgBouncer run from the repository's production configuration
// (deploy/), with only this machine's addresses and files put in: what the configuration
// promises (docs/production-layout.md) is checked here once, and the cluster tests
// (tests/cluster/edge.spec.ts) see it work.

const appProxy = fs.readFileSync(APP_PROXY_CONF, "utf8");
const productionIni = fs.readFileSync(PGBOUNCER_INI, "utf8");

/** The value of `key` in one [section] of an ini text. */
function iniValue(ini: string, section: string, key: string): string | undefined {
  let current = "";
  for (const line of ini.split("\n")) {
    const header = /^\[(.+)\]$/.exec(line.trim());
    if (header) current = header[1]!;
    const entry = /^([\w*.-]+)\s*=\s*(.*)$/.exec(line.trim());
    if (entry && current === section && entry[1] === key) return entry[2];
  }
  return undefined;
}

function megabytes(size: string): number {
  const match = /^(\d+)([km]?)$/i.exec(size)!;
  return Number(match[1]) * ({ "": 1, k: 1024, m: 1024 * 1024 }[match[2]!.toLowerCase() as "" | "k" | "m"] ?? 1);
}

describe("the proxying rules nginx runs in production and in the cluster (deploy/nginx/app-proxy.conf)", () => {
  it("lets bodies larger than the app's biggest upload through, so the app answers its own 413 with the form's words", () => {
    const limit = megabytes(/^client_max_body_size (\S+);$/m.exec(appProxy)![1]!);
    // The largest: sign-up's form with a verification document (app/api/signup/route.ts).
    expect(limit).toBeGreaterThan(DOCUMENT_MAX_BYTES + 1024 * 1024);
  });

  it("keeps room for response headers of several KB (a CSP with one hash per inline script)", () => {
    expect(megabytes(/^proxy_buffer_size (\S+);$/m.exec(appProxy)![1]!)).toBeGreaterThanOrEqual(32 * 1024);
  });

  it("streams /api/events unbuffered, with a read timeout longer than the app's 25 s heartbeat", () => {
    const events = /location = \/api\/events \{([^}]*)\}/.exec(appProxy)![1]!;
    expect(events).toMatch(/proxy_buffering off;/);
    const timeout = /proxy_read_timeout (\d+)(s|m);/.exec(events)!;
    expect(Number(timeout[1]) * (timeout[2] === "m" ? 60 : 1)).toBeGreaterThan(25);
  });

  it("appends the client's address to X-Forwarded-For and sets its own request id, whatever the client sent", () => {
    expect(appProxy).toMatch(/^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/m);
    expect(appProxy).toMatch(/^proxy_set_header X-Request-Id \$request_id;$/m);
    expect(appProxy).toMatch(/^proxy_set_header Host \$http_host;$/m);
    expect(appProxy).toMatch(/^gzip off;$/m);
  });

  it("never sends a request again on an instance's 503 (a database outage answers it everywhere)", () => {
    expect(/^proxy_next_upstream (.*);$/m.exec(appProxy)![1]!.split(" ")).toEqual(["error", "timeout"]);
  });
});

describe("the cluster's nginx.conf", () => {
  const instances = [
    { name: "a", port: 3301 },
    { name: "b", port: 3302 },
  ];

  it("includes production's proxying rules and names each instance from the address nginx sent the request to", () => {
    const conf = nginxConfig({ port: 3300, instances, dir: "/tmp/edge" });
    expect(conf).toContain(`include ${APP_PROXY_CONF};`);
    expect(conf).toContain('"~127\\.0\\.0\\.1:3301$" a;');
    expect(conf).toContain('"~127\\.0\\.0\\.1:3302$" b;');
    expect(conf).toContain("add_header X-Instance $campus_instance always;");
    expect(conf).toContain("pid /tmp/edge/nginx.pid;");
    expect(conf).not.toMatch(/^user /m);
  });

  it("marks an instance out of rotation `down`, and only that one", () => {
    const conf = nginxConfig({ port: 3300, instances, outOfRotation: ["b"], dir: "/tmp/edge", user: "nobody nogroup", ipv6: false });
    expect(conf).toMatch(/server 127\.0\.0\.1:3301 max_fails=1 fail_timeout=10s;/);
    expect(conf).toMatch(/server 127\.0\.0\.1:3302 max_fails=1 fail_timeout=10s down;/);
    expect(conf).toMatch(/^user nobody nogroup;$/m);
    expect(conf).not.toContain("listen [::]");
  });

  it("keeps no connection to an instance open between requests, so none is reused as the instance closes it", () => {
    expect(nginxConfig({ port: 3300, instances, dir: "/tmp/edge" })).not.toMatch(/^\s*keepalive\b/m);
    expect(fs.readFileSync(path.join(path.dirname(APP_PROXY_CONF), "campus-market.conf"), "utf8")).not.toMatch(/^\s*keepalive /m);
  });
});

describe("PgBouncer's configuration (deploy/pgbouncer/pgbouncer.ini) as the cluster starts it", () => {
  const ini = pgbouncerConfig(productionIni, {
    databases: { campus_cluster: "host=127.0.0.1 port=55432 dbname=campus_cluster" },
    settings: { listen_addr: "127.0.0.1", listen_port: 3304, auth_type: "trust", auth_file: "/tmp/edge/userlist.txt", unix_socket_dir: "", logfile: "/tmp/edge/pgbouncer.log", not_in_the_file: 1 },
  });

  it("pools in transaction mode, with production's sizes and timeouts", () => {
    expect(iniValue(productionIni, "pgbouncer", "pool_mode")).toBe("transaction");
    for (const key of ["pool_mode", "default_pool_size", "max_db_connections", "query_wait_timeout", "server_login_retry"]) {
      expect(iniValue(ini, "pgbouncer", key)).toBe(iniValue(productionIni, "pgbouncer", key));
    }
  });

  it("serves only the cluster's database, on this machine's address and files", () => {
    expect(ini).toMatch(/\[databases\]\ncampus_cluster = host=127\.0\.0\.1 port=55432 dbname=campus_cluster\n/);
    expect(ini).not.toContain("campus_market =");
    expect(iniValue(ini, "pgbouncer", "listen_port")).toBe("3304");
    expect(iniValue(ini, "pgbouncer", "auth_file")).toBe("/tmp/edge/userlist.txt");
    expect(iniValue(ini, "pgbouncer", "unix_socket_dir")).toBe("");
    expect(iniValue(ini, "pgbouncer", "not_in_the_file")).toBe("1");
    // Each key once: PgBouncer would take the last of two.
    expect(ini.match(/^listen_port\s*=/gm)).toHaveLength(1);
  });

  it("keeps the file's comments", () => {
    expect(ini).toContain(";; What cannot go through here goes to PostgreSQL directly");
    expect(path.basename(PGBOUNCER_INI)).toBe("pgbouncer.ini");
  });
});
