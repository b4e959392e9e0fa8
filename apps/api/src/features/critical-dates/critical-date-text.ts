// A critical date's task in the firm's words, in the assignee's language (en, fr): tasks store
// their title and notes as text, so the language is chosen once, when the task is made.
import { type StaffLanguage, TASK_TITLE_MAX } from '@crm/shared';
import type { LeaseDateKind } from '../leases/lease-dates.js';

export interface CriticalDate {
  date_kind: LeaseDateKind;
  /** The critical day: the lease's last day, or an option's last day to give notice. */
  day: string;
  /** How many days before it the task falls due (180, 90 or 30). */
  days: number;
  tenant: string | null;
  /** The building's address, and the leased units' labels when they are not the building itself. */
  building: string;
  units: string[];
  lease_id: string;
  end_on: string;
  /** The option's own note, for a notice date. */
  note: string | null;
}

const TEXT = {
  en: {
    end_on: 'Lease expiry',
    'notice:renewal': 'Renewal option notice',
    'notice:termination': 'Termination option notice',
    'notice:expansion': 'Expansion option notice',
    title: (what: string, days: number, tenant: string, place: string) =>
      `${what} in ${days} days: ${tenant} at ${place}`,
    noTenant: 'tenant unknown',
    endNote: (d: CriticalDate) => `The lease ends on ${d.day}.`,
    noticeNote: (what: string, d: CriticalDate) =>
      `${what}: notice must be given by ${d.day}. The lease ends on ${d.end_on}.`,
    optionNote: 'Option note',
    lease: 'Lease',
  },
  fr: {
    end_on: 'Échéance du bail',
    'notice:renewal': 'Avis d’option de renouvellement',
    'notice:termination': 'Avis d’option de résiliation',
    'notice:expansion': 'Avis d’option d’agrandissement',
    title: (what: string, days: number, tenant: string, place: string) =>
      `${what} dans ${days} jours : ${tenant}, ${place}`,
    noTenant: 'locataire inconnu',
    endNote: (d: CriticalDate) => `Le bail se termine le ${d.day}.`,
    noticeNote: (what: string, d: CriticalDate) =>
      `${what} : l’avis doit être donné au plus tard le ${d.day}. Le bail se termine le ${d.end_on}.`,
    optionNote: 'Note de l’option',
    lease: 'Bail',
  },
} as const;

const textOf = (language: string) => TEXT[language === 'fr' ? 'fr' : 'en'];

/** What the date is, in words: "Lease expiry", "Renewal option notice"… */
const whatOf = (language: StaffLanguage | string, kind: LeaseDateKind) => textOf(language)[kind];

/** "Lease expiry in 90 days: Acme Inc. at 500 Rue Bail, Montréal, QC (101, 102)", cut to a task's
 * longest title. */
export function criticalDateTitle(language: StaffLanguage | string, d: CriticalDate): string {
  const x = textOf(language);
  const place = d.units.length ? `${d.building} (${d.units.join(', ')})` : d.building;
  const title = x.title(whatOf(language, d.date_kind), d.days, d.tenant ?? x.noTenant, place);
  return title.length <= TASK_TITLE_MAX ? title : `${title.slice(0, TASK_TITLE_MAX - 1).trimEnd()}…`;
}

/** The notes: the date and the lease's end, the option's note, and the lease's id (no portal page
 * shows a lease yet: the id finds it through the API). */
export function criticalDateNotes(language: StaffLanguage | string, d: CriticalDate): string {
  const x = textOf(language);
  const lines = [d.date_kind === 'end_on' ? x.endNote(d) : x.noticeNote(whatOf(language, d.date_kind), d)];
  if (d.note) lines.push(`${x.optionNote}: ${d.note}`);
  lines.push(`${x.lease}: ${d.lease_id}`);
  return lines.join('\n');
}
