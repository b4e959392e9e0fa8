import type { Database } from '../../db/database.js';
import { readRecordCount } from '../../shared/counters.js';

export const countAddresses = (database: Database) => readRecordCount(database.db, 'addresses');
