/** The words every e-mail shares (the greeting, "ignore this"), in the recipient's language. */
import type { Locale } from '../../../../contract/format.ts';
import { messages } from '../i18n/messages.ts';
import file from './mail.messages.json' with { type: 'json' };

export const mailWords = messages(file);

export const hello = (locale: Locale, name: string) => mailWords(locale, 'mail_hello', { name });
