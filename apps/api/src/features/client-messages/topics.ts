// What a client's message is about, in words. The inbox item's subject is the English label (staff
// read the inbox in English); the portal's thread reads the topic back from it.
import type { ClientMessageTopic, Language } from '@crm/shared';

const LABELS: Record<Language, Record<ClientMessageTopic, string>> = {
  en: { question: 'Question', review: 'Hold/sell review request' },
  fr: { question: 'Question', review: 'Demande de revue : conserver ou vendre' },
};

export const topicLabel = (lang: Language, topic: ClientMessageTopic): string => LABELS[lang][topic];

/** The topic of a client_message item, from its subject (a question when unrecognised). */
export const topicOfSubject = (subject: string | null): ClientMessageTopic =>
  subject === LABELS.en.review ? 'review' : 'question';
