import { StaffList, StaffPreferences } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { listStaff } from './read-staff.js';
import { getPreferences, putPreferences } from './staff-preferences.js';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  app.get(
    '',
    {
      schema: {
        tags: ['tasks'],
        summary: 'The staff members a task can be assigned to (id, name, email, time zone), by name',
        response: { 200: StaffList, ...errorResponses() },
      },
    },
    () => listStaff(database, config.timeZone),
  );

  app.get(
    '/me/preferences',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'Your own settings: time zone, the language of your mails, task reminders, the morning digest and your phone (a staff session only)',
        response: { 200: StaffPreferences, ...errorResponses(400) },
      },
    },
    (request) => getPreferences(database, request.actor, config.timeZone),
  );

  app.put(
    '/me/preferences',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'Replace your own settings: time zone (IANA), language (en, fr), task reminders and the morning digest on or off; your phone (any format, stored E.164; kept when absent)',
        body: StaffPreferences,
        response: { 200: StaffPreferences, ...errorResponses(400) },
      },
    },
    (request) => putPreferences(database, request.actor, request.body),
  );
};
