import { type Requirement, type RequirementUpdate, requirementIssues } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { requirementSpec } from './requirement-spec.js';
import { writeRequirementTypes } from './requirement-types.js';

/** PUT /requirements/{id}: only the fields given, checked as the requirement would be after the
 * write (min ≤ max, a ceiling with its basis). With `expected` (If-Match), a StaleVersion unless
 * still at that version. */
export function updateRequirement(
  database: Database,
  id: string,
  input: RequirementUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Requirement>> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, requirementSpec, id);
    const issues = requirementIssues({ ...requirementSpec.fromRow(row), ...input });
    if (Object.keys(issues).length > 0) throw new AppError(400, 'validation', 'err.validation', issues);
    const saved = await updateRecord(database, trx, requirementSpec, String(row.id), input, actor, expected);
    if (input.property_types) await writeRequirementTypes(trx, saved.id, input.property_types);
    return saved;
  });
}
