// A client's message to their representative: its topics and its longest text. No imports: the
// client portal's form shows these before it loads the schema (client-portal.ts) that judges them
// (ADR 0051).
export const CLIENT_MESSAGE_TOPICS = ['question', 'review'] as const;
export type ClientMessageTopic = (typeof CLIENT_MESSAGE_TOPICS)[number];
export const CLIENT_MESSAGE_MAX = 5000;
