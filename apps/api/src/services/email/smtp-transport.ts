import { createTransport } from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What the relay sends through: SMTP in the shop, anything with the same call in a test. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** An SMTP server by URL (`smtp://user:pass@host:587`, `smtps://…`; `?pool=true` pools). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
