import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../src/index.js';

/** Sends `lines` one by one, each once the server has answered the one before. */
async function converse(socket: Socket, lines: string[]): Promise<void> {
  await once(socket, 'data'); // the greeting
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    await once(socket, 'data');
  }
}

describe('the mail catcher', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());

  it('outlives a client that goes away in the middle of a mail transaction, and catches the next one', async () => {
    const { port } = new URL(catcher.smtpUrl);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await converse(socket, [
      'EHLO service.test',
      'MAIL FROM:<noreply@crescendo.test>',
      'RCPT TO:<eleve@ecole.test>',
    ]);
    // RST, as a process killed mid-send leaves it.
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const mailer = createTransport({ url: catcher.smtpUrl });
    await mailer.sendMail({
      from: 'noreply@crescendo.test',
      to: 'eleve@ecole.test',
      subject: 'Bienvenue',
      text: 'Votre compte est prêt.',
    });
    mailer.close();
    expect(catcher.mails().map((mail) => mail.subject)).toEqual(['Bienvenue']);
  });
});
