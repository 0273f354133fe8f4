/** A mail to send; text is required, html optional. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The mail port: SMTP through SMTP_URL, else .eml files in DATA_DIR/outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
