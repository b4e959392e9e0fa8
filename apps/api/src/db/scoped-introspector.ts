// Kysely's PostgreSQL introspector (what its Migrator asks "does my table exist?") reads the tables
// of every schema in the database and calls name-based functions on each row
// (`has_schema_privilege(name)`, `pg_get_serial_sequence('schema.table', column)`). Those resolve
// names against the live catalog, not the query's snapshot: while another session drops a schema
// or a column (another tenant's schema, another test file's teardown or migration), the call fails
// with `schema "…" does not exist` or `column … does not exist`, and the migration with it. This one
// reads only the schemas on the connection's search path, and by oid, so another schema's DDL is
// never in its way.
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  column_description: string | null;
}

const INTERNAL = ['kysely_migration', 'kysely_migration_lock'];

class ScopedIntrospector extends PostgresIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: the introspector works on any schema
  readonly #db: Kysely<any>;

  // biome-ignore lint/suspicious/noExplicitAny: as above
  constructor(db: Kysely<any>) {
    super(db);
    this.#db = db;
  }

  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      SELECT ns.nspname AS schema, c.relname AS table, c.relkind AS table_type, a.attname AS column,
        typ.typname AS type, dtns.nspname AS type_schema, a.attnotnull AS not_null,
        a.atthasdef AS has_default,
        (a.attidentity <> '' OR coalesce(pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%', false))
          AS auto_incrementing,
        col_description(a.attrelid, a.attnum) AS column_description
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
      JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace
      JOIN pg_catalog.pg_type typ ON typ.oid = a.atttypid
      JOIN pg_catalog.pg_namespace dtns ON dtns.oid = typ.typnamespace
      LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ns.nspname = ANY (current_schemas(false))
        AND c.relkind IN ('r', 'v', 'p') AND a.attnum >= 0 AND NOT a.attisdropped
      ORDER BY ns.nspname, c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && INTERNAL.includes(r.table)) continue;
      const key = `${r.schema}.${r.table}`;
      let table = tables.get(key);
      if (!table) {
        table = { name: r.table, schema: r.schema, isView: r.table_type === 'v', columns: [] };
        tables.set(key, table);
      }
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.auto_incrementing,
        hasDefaultValue: r.has_default,
        comment: r.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  override async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgresDialect whose introspector reads only the search path's schemas. */
export class ScopedPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new ScopedIntrospector(db);
  }
}
