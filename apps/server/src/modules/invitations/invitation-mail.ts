import { linkMail } from '../../lib/mail-layout.js';
import type { Mail } from '../../lib/mailer.js';

/** The invitation e-mail; a resent one says that the links of the earlier ones stopped working. */
export function invitationMail(invitation: {
  to: string;
  firstName: string;
  inviter: string;
  company: string;
  link: string;
  resent: boolean;
  /** Whom the invitation makes of the person: a seller unless it says a leader. */
  role?: 'leader' | 'seller';
}): Mail {
  return linkMail({
    to: invitation.to,
    subject: 'Zaproszenie do programu Partner Plus',
    firstName: invitation.firstName,
    intro: `${invitation.inviter} zaprasza Cię do programu Partner Plus jako ${invitation.role === 'leader' ? 'lidera' : 'sprzedawcę'} punktu ${invitation.company}.`,
    action: 'Aby dołączyć, dokończ rejestrację, otwierając poniższy link:',
    button: 'Dokończ rejestrację',
    link: invitation.link,
    notes: [
      ...(invitation.resent
        ? ['To jest nowy link do Twojego zaproszenia – linki z wcześniejszych wiadomości przestały działać.']
        : []),
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    ],
  });
}
