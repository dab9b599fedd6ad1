import type { Mail } from '../mail/mailer';

/** A stored contact message, as the e-mails show it. */
export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date | string;
}

export interface Addresses {
  /** MAIL_FROM: the shop's sender (the shopper is the Reply-To, never the From: their domain did not send it). */
  from: string;
  /** CONTACT_INBOX. */
  to: string;
}

const received = (message: StoredMessage) => new Date(message.created_at).toISOString();

function details(message: StoredMessage): string[] {
  return [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Subject: ${message.subject}`,
    `Received: ${received(message)}`,
    `Message id: ${message.id}`,
    '',
    message.message,
  ];
}

/** The e-mail of one message: what was stored, with the shopper as Reply-To (so answering is one click). */
export function messageMail(message: StoredMessage, { from, to }: Addresses): Mail {
  return {
    from,
    to,
    // Name and address apart: nodemailer quotes the name, so whatever it holds cannot add a recipient.
    replyTo: { name: message.name, address: message.email },
    subject: `Contact form: ${message.subject} from ${message.name}`,
    text: [
      'A message from the contact form of the shop. Reply to this e-mail to answer the sender.',
      '',
      ...details(message),
    ].join('\n'),
  };
}

/**
 * The digest: the messages beyond the hourly mail budget in one e-mail, oldest first. No Reply-To (they have
 * many senders); its subject holds only a count and times, nothing a sender wrote.
 */
export function digestMail(messages: readonly StoredMessage[], { from, to }: Addresses): Mail {
  const first = messages[0];
  const last = messages[messages.length - 1];
  const span = first && last ? `${received(first)} to ${received(last)}` : '';
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return {
    from,
    to,
    subject: `Contact form digest: ${count}, ${span}`,
    text: [
      `${count} from the contact form of the shop, received while more messages than the hourly mail budget ` +
        '(CONTACT_MAX_PER_HOUR) arrived, so they come together in this digest. To answer one, write to its ' +
        'sender\'s address. See docs/operations.md, "Contact messages".',
      ...messages.flatMap((message, index) => [
        '',
        `---------- ${index + 1} of ${messages.length} ----------`,
        ...details(message),
      ]),
    ].join('\n'),
  };
}
