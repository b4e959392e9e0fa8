// Message keys shared by the API and the web app. Schemas put a key in each zod issue; the web app
// translates it with i18next, the API answers the English text below (the spec's own words).

export const messages = {
  'entities.val.req': 'Name is required',
  'entities.val.minLen': 'Name must be longer then 3 characters',
  'addresses.val.req': 'Address is required',
  'addresses.val.minLen': 'Address must be longer then 3 characters',
  'emails.val.req': 'Email is required',
  'emails.val.minLen': 'Email must be longer then 3 characters',
  'emails.val.invalid': 'Please enter a valid email address.',
  'numbers.val.req': 'Phone number is required',
  'numbers.val.minLen': 'Number must be longer then 10 digits',
  'numbers.val.invalid': 'Enter a valid number',
  'val.minContacts': 'Min contacts cannot be less than 0',
  'val.minAddresses': 'Min addresses cannot be less than 0',
  'val.minEmails': 'Min emails cannot be less than 0',
  'val.minNumbers': 'Min numbers cannot be less than 0',
  'val.notes': 'Notes cannot be longer than 500 characters',
  'val.status': 'Status cannot be longer than 15 characters',
  'val.text': 'Must be text of at most 255 characters',
  'val.text500': 'Must be text of at most 500 characters',
  'val.control': 'Must not contain control characters',
  'val.number': 'Must be a number',
  'val.integer': 'Must be a whole number',
  'val.offset': 'Offset cannot be more than 10000',
  'val.nonNegative': 'Must be 0 or more',
  'val.percent': 'Must be between 0 and 100',
  'val.fraction': 'Must be between 0 and 1',
  'val.boolean': 'Must be true or false',
  'val.uuid': 'Must be a record id (UUID)',
  'val.country': 'Only addresses in Canada and the USA are accepted',
  'val.confirmationLevel': 'Must be CONFIRMED, UNCONFIRMED_BUT_PLAUSIBLE or UNCONFIRMED_AND_SUSPICIOUS',
  'val.placeType': 'Unknown place type',
  'val.relationship': 'Relationship must be one of EMPLOYER_EMPLOYEE, OWNER, CO-OWNER, SPOUSE',
  'val.addressRole': 'Unknown address role',
  'val.contactType': 'Type must be one of MOBILE, FAX, HOME, PERSONAL, WORK, OFFICE, OTHER',
  'val.selfLink': 'A contact cannot be linked to itself',
  'val.unknownField': 'Unknown field',
  'val.required': 'Required',
  'val.invalid': 'Invalid value',
  'contact.val.sender': 'Please enter a name',
  'contact.val.email': 'Please enter a valid email',
  'contact.val.subject': 'Please enter a subject',
  'contact.val.body': 'Please enter a message',
  'contact.val.bodyMax': 'Please keep the message under 5,000 characters',
  'contact.sent': 'Contact email sent successfully',
  'contact.failed': 'Failed to send contact email',
  'showcase.val.type': 'Please select a type',
  'showcase.val.name': 'Please enter a name',
  'showcase.val.email': 'Enter a valid email',
  'showcase.val.number': 'Enter a valid number',
  'showcase.val.agree': 'You must agree to the terms',
  'showcase.val.emailOrNumber': 'You must provide a number or an email',
  'showcase.val.emailType': 'Please select an email type',
  'showcase.val.numberType': 'Please select a number type',
  'lookup.entity': 'Could not find contact',
  'lookup.address': 'Could not find address',
  'lookup.email': 'Could not find email',
  'lookup.number': 'Could not find number',
  'lookup.link': 'Could not find link',
  'lookup.showcase': 'Could not find showcase',
  exists: 'exists!',
  'exists.entity': 'This contact already exists',
  'exists.address': 'This address already exists',
  'exists.email': 'This email address already exists',
  'exists.number': 'This phone number already exists',
  'exists.link': 'These records are already linked',
  'exists.record': 'This record already exists',
  'auth.val.email': 'Please enter a valid email address.',
  'auth.val.passwordRequired': 'Please enter your password.',
  'auth.val.passwordMin': 'Passwords needs to be at least 8 characters.',
  'auth.val.passwordMax': 'Passwords can be at most 128 characters.',
  'auth.val.passwordRule':
    'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, special character.',
  'auth.val.confirmPassword': 'Passwords do not match.',
  'auth.err.emailInUse': 'Email address already in use.',
  'auth.err.invalidEmail': 'Invalid email address format.',
  'auth.err.emailPasswordDisabled': 'Email/password accounts are not enabled.',
  'auth.err.weakPassword': 'Password is too weak.',
  'auth.err.tooManyRequests': 'Too many requests. Try again later.',
  'auth.err.userDisabled': 'User with this email has been disabled.',
  'auth.err.userNotFound': 'User with this email does not exist.',
  'auth.err.wrongPassword': 'Invalid password.',
  'auth.err.popupBlocked': 'Popup blocked.',
  'auth.err.unauthorizedDomain': 'Unauthorized domain.',
  'auth.err.operationNotAllowed': 'Operation not allowed.',
  'auth.err.accountNotLinked':
    'This Google account could not be linked to the existing account with the same email address.',
  'auth.err.googleFailed': 'Google sign-in did not complete. Please try again.',
  'auth.err.missingEmail': 'Please enter an email address.',
  'auth.err.invalidToken': 'This password reset link is invalid or has expired.',
  'auth.err.cannotDisableSelf': 'You cannot disable your own account.',
  'auth.err.cannotDemoteSelf': 'You cannot remove your own administrator role.',
  'auth.err.unknownRole': 'Unknown role.',
  'auth.err.adminOnly': 'Only an administrator can manage users.',
  'auth.resetSent': 'Password reset email sent successfully.',
  'err.validation': 'Some fields are not valid',
  'err.unauthorized': 'A valid api-key header or a staff session is required',
  'err.forbidden': 'Your account is waiting for an administrator to grant staff access',
  'err.crossOrigin': 'A signed-in change must come from this site',
  'err.badJson': 'The request body is not valid JSON',
  'err.badRequest': 'The request is not valid',
  'err.badUrl': 'The requested address is malformed or too long',
  'err.tooLarge': 'The request body is larger than 1 MB',
  'err.mediaType': 'Send the request body as application/json',
  'err.notFound': 'Not found',
  'err.rateLimited': 'Too many requests. Try again later.',
  'err.mailFailed': 'The message was stored but could not be sent',
  'err.internal': 'Something went wrong on our side',
} as const;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(messages, key);

/** The key a message already is, or `fallback` for any other text (a zod default message). */
export const asMessageKey = (message: unknown, fallback: MessageKey = 'val.invalid'): MessageKey =>
  isMessageKey(message) ? message : fallback;

/** The English text of each key of a map (a field path → its message key). */
export const messageTexts = (keys: Record<string, MessageKey>): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, messages[key]]));

/** English text of a key; any other string (a zod default message) is returned unchanged. */
export function messageText(key: string): string {
  return isMessageKey(key) ? messages[key] : key;
}
