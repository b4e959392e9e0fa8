// The shared schema of a client's message, loaded when the form first judges or sends one: zod
// stays out of the messages page's first load (ADR 0051).
export { ClientMessageInput } from '@crm/shared';
