import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage } from './inbox-page.js';

/** One caught mail, as a test or the inbox page reads it. */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcherOptions {
  /** 0 (the default) picks a free port. */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}

export interface MailCatcher {
  /** `smtp://host:port`, for the services' SMTP_URL. */
  smtpUrl: string;
  /** The inbox page (`/`) and its JSON (`/api/mails`). */
  inboxUrl: string;
  mails(): CaughtMail[];
  /** Resolves with the first mail (already caught or still to come) to `address` that `accept` takes. */
  waitFor(address: string, accept?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

/**
 * A local SMTP server that keeps every mail in memory and shows them on a small web page, so that the
 * demo and the tests read the platform's real mails without any mail provider (or Docker).
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const caught: CaughtMail[] = [];
  const waiting = new Set<{ matches: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const mail: CaughtMail = {
            id: caught.length + 1,
            from: addresses(parsed.from).join(', '),
            to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          caught.push(mail);
          for (const waiter of [...waiting]) {
            if (!waiter.matches(mail)) continue;
            waiting.delete(waiter);
            waiter.resolve(mail);
          }
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  // A client that goes away mid-message (a service stopped while it sends) is smtp-server's 'error', which
  // would end the process hosting the catcher (a test run, npm start's catcher): the mail is just not caught.
  smtp.on('error', () => undefined);
  smtp.listen(options.smtpPort ?? 0, host);
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://catcher').pathname;
    if (path === '/api/mails') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void res.end(JSON.stringify([...caught].reverse()));
    }
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(inboxPage([...caught].reverse()));
    }
    res.writeHead(404).end();
  });
  http.listen(options.httpPort ?? 0, host);
  await once(http, 'listening');
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${httpPort}/`,
    mails: () => [...caught],
    waitFor(address, accept = () => true) {
      const to = address.toLowerCase();
      const matches = (mail: CaughtMail) => mail.to.includes(to) && accept(mail);
      const found = caught.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.add({ matches, resolve }));
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
