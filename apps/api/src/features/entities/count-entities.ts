import type { Database } from '../../db/database.js';
import { readRecordCount } from '../../shared/counters.js';

export const countEntities = (database: Database) => readRecordCount(database.db, 'entities');
