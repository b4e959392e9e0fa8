// An online backup of the SQLite database while the server runs (`npm run backup`): VACUUM INTO
// copies the database as one read transaction sees it, so the copy is consistent (every commit
// whole or absent) and writers, in WAL mode, never wait for it. The copy is a plain SQLite file:
// restoring is putting it in place of the database while the server is stopped (docs/deployment.md).
// PostgreSQL has pg_dump for this.
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export function backupSqlite(file: string, target: string): void {
  if (existsSync(target)) throw new Error(`${target} already exists: name a new file`);
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
}
