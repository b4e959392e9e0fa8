// The shared schemas put a message key in each issue; English is the shared package's own text
// (the spec's words), so the API and the forms can never disagree.
export { messages as validation } from '@crm/shared';
