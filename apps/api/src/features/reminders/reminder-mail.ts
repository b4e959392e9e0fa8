// The reminder mails in the staff member's language (en, fr): one when a timed task falls due, and
// the morning digest of overdue and today's tasks. Plain text.
import type { StaffLanguage } from '@crm/shared';
import type { Mail } from '../mail/mailer.js';

export interface DueTask {
  title: string;
  due_on: string;
  due_at: string | null;
  time_zone: string;
}

const TEXT = {
  en: {
    dueSubject: (t: DueTask) => `Task due: ${t.title}`,
    dueBody: (t: DueTask) => `Your task “${t.title}” is due on ${t.due_on} at ${t.due_at} (${t.time_zone}).`,
    digestSubject: (n: number) => (n === 1 ? 'My day: 1 task to do' : `My day: ${n} tasks to do`),
    overdue: 'Overdue',
    today: 'Today',
    open: 'Open My day',
    optOut: 'You can turn these mails off in your preferences on the portal.',
  },
  fr: {
    dueSubject: (t: DueTask) => `Tâche à échéance : ${t.title}`,
    dueBody: (t: DueTask) =>
      `Votre tâche « ${t.title} » arrive à échéance le ${t.due_on} à ${t.due_at} (${t.time_zone}).`,
    digestSubject: (n: number) =>
      n === 1 ? 'Ma journée : 1 tâche à faire' : `Ma journée : ${n} tâches à faire`,
    overdue: 'En retard',
    today: 'Aujourd’hui',
    open: 'Ouvrir Ma journée',
    optOut: 'Vous pouvez désactiver ces courriels dans vos préférences sur le portail.',
  },
} as const;

const textOf = (language: string) => TEXT[language === 'fr' ? 'fr' : 'en'];
const line = (t: DueTask) => `- ${t.title} (${t.due_on}${t.due_at ? ` ${t.due_at}` : ''})`;

export function dueTaskMail(
  to: string,
  language: StaffLanguage | string,
  task: DueTask,
  publicUrl: string,
): Mail {
  const x = textOf(language);
  return {
    to,
    subject: x.dueSubject(task),
    text: [x.dueBody(task), '', `${x.open}: ${publicUrl}/admin/today`, '', x.optOut].join('\n'),
  };
}

export function digestMail(
  to: string,
  language: StaffLanguage | string,
  tasks: { overdue: DueTask[]; today: DueTask[] },
  publicUrl: string,
): Mail {
  const x = textOf(language);
  const parts: string[] = [];
  if (tasks.overdue.length) parts.push(`${x.overdue}:`, ...tasks.overdue.map(line), '');
  if (tasks.today.length) parts.push(`${x.today}:`, ...tasks.today.map(line), '');
  parts.push(`${x.open}: ${publicUrl}/admin/today`, '', x.optOut);
  return {
    to,
    subject: x.digestSubject(tasks.overdue.length + tasks.today.length),
    text: parts.join('\n'),
  };
}
