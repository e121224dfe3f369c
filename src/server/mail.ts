import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * With SMTP_URL, mail goes out over SMTP. Without it, the mail (with its
 * link) is written to the server log, so a local install still lets a user
 * verify an address or reset a password.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent (SMTP_URL is not set); its text follows');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      logger.info({ mail: { subject: mail.subject } }, 'mail sent');
    },
  };
}
