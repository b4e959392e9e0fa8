import { StaffList } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { listStaff } from './read-staff.js';

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
};
