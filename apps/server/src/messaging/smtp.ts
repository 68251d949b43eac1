// E-mail over SMTP (nodemailer). SMTP_URL carries host, port, credentials and TLS (smtps:// for implicit TLS).
import nodemailer from 'nodemailer';
import type { Transport } from './transport';

export function createSmtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(msg) {
      await transporter.sendMail({ from, to: msg.to, subject: msg.subject ?? '', text: msg.text });
    },
    close: async () => transporter.close(),
  };
}
