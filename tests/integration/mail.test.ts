import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "@/lib/env";
import { sendConfirmationEmail, sendPasswordResetEmail, sendWelcomeEmail } from "@/lib/mail/send";
import { getMailTransport, resetMailTransportForTests, SMTP_TIMEOUT_MS } from "@/lib/mail/transport";
import { startSmtpSink } from "@/scripts/fixtures/smtp-sink.mjs";

// lib/env.ts reads process.env once, when first imported, and global setup
// points SMTP_URL at the shared sink. Each test here therefore picks its mail
// server explicitly with resetMailTransportForTests({ smtpUrl } or { outboxDir }),
// which rebuilds the cached transport from that config instead of the
// environment, and afterAll hands the transport back to the environment.

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const link = "http://localhost:3000/auth/callback?token=tok_abc-123&next=%2Fhome";
const senders = [
  ["confirmation", sendConfirmationEmail, "Confirm your email address for Campus Market"],
  ["welcome", sendWelcomeEmail, "Welcome to Campus Market"],
  ["password reset", sendPasswordResetEmail, "Reset your Campus Market password"],
] as const;

let counter = 0;
function uniqueAddress(): string {
  counter += 1;
  return `student-${process.pid}-${counter}@students.example.ac.ke`;
}

afterAll(() => {
  resetMailTransportForTests();
});

describe("sending over SMTP", () => {
  let sink: Sink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    resetMailTransportForTests({ smtpUrl: sink.smtpUrl });
  });

  afterAll(async () => {
    resetMailTransportForTests();
    await sink.stop();
  });

  it.each(senders)("delivers the %s email with the link in its text and html parts", async (_name, send, subject) => {
    const to = uniqueAddress();
    await send(to, { username: "Wanjiru", link });

    const mail = await sink.waitForMessage(to, { timeoutMs: 5000 });
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toContain(env.MAIL_FROM.match(/<(.+)>/)?.[1] ?? env.MAIL_FROM);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
    expect(mail.html).toContain("Hi Wanjiru,");
  });

  it("gives up on the default timeouts after 10 seconds", () => {
    const options = (getMailTransport().transporter as SMTPTransport).options;
    expect(SMTP_TIMEOUT_MS).toBe(10_000);
    expect(options).toMatchObject({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 });
  });
});

describe("the SMTP sink's HTTP API", () => {
  let sink: Sink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    resetMailTransportForTests({ smtpUrl: sink.smtpUrl });
  });

  afterAll(async () => {
    resetMailTransportForTests();
    await sink.stop();
  });

  it("lists mail by recipient in any case, newest last, and forgets it on DELETE", async () => {
    const to = uniqueAddress();
    await sendConfirmationEmail(to, { username: "", link: `${link}&n=1` });
    await sendPasswordResetEmail(to, { username: "", link: `${link}&n=2` });
    await sendWelcomeEmail(uniqueAddress(), { username: "", link });
    const api = `http://127.0.0.1:${sink.httpPort}`;

    expect(await (await fetch(`${api}/health`)).text()).toBe("ok");
    const listed = (await (await fetch(`${api}/messages?to=${encodeURIComponent(to.toUpperCase())}`)).json()) as Array<{ subject: string; text: string }>;
    expect(listed.map((mail) => mail.subject)).toEqual(["Confirm your email address for Campus Market", "Reset your Campus Market password"]);
    expect(listed[1]?.text).toContain("Hi there,");
    expect(((await (await fetch(`${api}/messages`)).json()) as unknown[]).length).toBe(3);

    expect((await fetch(`${api}/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${api}/messages`)).json()).toEqual([]);
  });
});

describe("without an SMTP server", () => {
  let outboxDir: string;
  let info: jest.SpyInstance;

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), "campus-outbox-"));
    // Only outboxDir: the outbox is used even though SMTP_URL is set for this run.
    resetMailTransportForTests({ outboxDir });
    info = jest.spyOn(console, "info").mockImplementation(() => {});
  });

  afterAll(async () => {
    info.mockRestore();
    resetMailTransportForTests();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it("writes the mail to one .eml file in the outbox folder and logs its link", async () => {
    const to = uniqueAddress();
    await sendConfirmationEmail(to, { username: "Wanjiru", link });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]+\.eml$/);
    // Parsed rather than searched: the raw parts are quoted-printable, so "=" in the link is encoded.
    const mail = await simpleParser(await readFile(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe("Confirm your email address for Campus Market");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));

    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).toContain(`mail (outbox): to=${to} subject="Confirm your email address for Campus Market" link=${link}`);
    expect(line).toContain(`file=${path.join(outboxDir, files[0]!)}`);
  });
});

describe("when the mail server is down", () => {
  afterEach(() => {
    resetMailTransportForTests();
  });

  it("rejects at once when nothing listens on the SMTP port", async () => {
    const port = await freePort();
    resetMailTransportForTests({ smtpUrl: `smtp://127.0.0.1:${port}` });

    const started = Date.now();
    await expect(sendConfirmationEmail(uniqueAddress(), { username: "Wanjiru", link })).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("rejects instead of hanging when the server accepts but never answers", async () => {
    const silent = await silentServer();
    try {
      // The default is 10 s (checked above); the URL lowers it to keep this test short.
      resetMailTransportForTests({ smtpUrl: `smtp://127.0.0.1:${silent.port}/?greetingTimeout=500` });

      const started = Date.now();
      await expect(sendConfirmationEmail(uniqueAddress(), { username: "Wanjiru", link })).rejects.toThrow(/Greeting never received/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
