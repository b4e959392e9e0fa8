import type { Database } from '../../db/database.js';
import { readRecordCount } from '../../shared/counters.js';
import type { AnyContactPointSpec } from './contact-point-specs.js';

export const countContactPoints = (database: Database, spec: Pick<AnyContactPointSpec, 'table'>) =>
  readRecordCount(database.db, spec.table);
