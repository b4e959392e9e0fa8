import type { Database } from '../../db/database.js';
import { readRecordCount } from '../../shared/counters.js';
import type { ContactPointSpec } from './contact-point-specs.js';

export const countContactPoints = <T>(database: Database, spec: ContactPointSpec<T>) =>
  readRecordCount(database.db, spec.table);
