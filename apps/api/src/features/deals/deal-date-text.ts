// A key date's task title in the firm's words, in the assignee's language (en, fr): tasks store
// their title as text, so the language is chosen when the task is made (as ADR 0043's).
import { type DealDate, TASK_TITLE_MAX } from '@crm/shared';

const WHAT: Record<'en' | 'fr', Record<DealDate, string>> = {
  en: {
    loi_on: 'Letter of intent',
    signed_on: 'PSA / lease signing',
    dd_expires_on: 'Due-diligence expiry',
    financing_on: 'Financing',
    closing_on: 'Closing',
  },
  fr: {
    loi_on: 'Lettre d’intention',
    signed_on: 'Signature de la promesse d’achat / du bail',
    dd_expires_on: 'Fin de la vérification diligente',
    financing_on: 'Financement',
    closing_on: 'Clôture',
  },
};

/** "Due-diligence expiry — Acme tower sale", cut to a task's longest title. */
export function dealDateTitle(language: string, kind: DealDate, dealName: string): string {
  const title = `${WHAT[language === 'fr' ? 'fr' : 'en'][kind]} — ${dealName}`;
  return title.length <= TASK_TITLE_MAX ? title : `${title.slice(0, TASK_TITLE_MAX - 1).trimEnd()}…`;
}
