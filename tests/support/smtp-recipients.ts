import { SMTPServer } from 'smtp-server';

/** An SMTP relay on 127.0.0.1:`port` that accepts every email and pushes its recipients onto `received`. */
export async function recordingSmtpServer(port: number, received: string[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return smtp;
}
