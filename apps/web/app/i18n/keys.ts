// Message keys the compiler knows. A key written in the code is checked against the English
// catalogue's type (resources.ts, types only: nothing here loads a message). A key made at run time
// from data (a field name, a link's tag) is proved by i18next itself before it is used.
import type { i18n as I18n, ParseKeys, ParseKeysWithoutVariables } from 'i18next';
import type { Namespace } from './i18n';

/** Any message of the catalogue without variables, namespace first ('crm:addressRoles.OWNER'), as
 * `i18n.t` takes it alone. */
export type MessageId = { [N in Namespace]: `${N}:${ParseKeysWithoutVariables<N>}` }[Namespace];

/** A key as an instance's `t` takes it: the default namespace's own ('meta.homeTitle'), or any
 * namespace's with its name first. */
export type InstanceKey = ParseKeys<['common', ...Exclude<Namespace, 'common'>[]]>;

/** Whether the catalogue (its namespaces loaded so far) holds `key`: i18next's own check, so the
 * narrowing is as sure as the lookup `t` then makes. */
export const isMessageId = (i18n: I18n, key: string): key is MessageId => i18n.exists(key);

/** The message of a key made from data, or undefined when the catalogue has none. */
export function knownText(i18n: I18n, key: string): string | undefined {
  // Every message is a string; i18next's return type, resolved over every key at once, also
  // takes in a method of String ('….link' read as String.prototype.link).
  return isMessageId(i18n, key) ? String(i18n.t(key)) : undefined;
}

/** The text of a key made from data: the catalogue's message, else what i18next answers for a key
 * it lacks (the key without its namespace), so a missing label reads as it always did. */
export const textOf = (i18n: I18n, key: string): string =>
  knownText(i18n, key) ?? key.slice(key.indexOf(':') + 1);
