import type { AccountTables } from '../accounts/accounts.tables.ts';
import type { CatalogTables } from '../catalog/catalog.tables.ts';
import type { LibraryTables } from '../library/library.tables.ts';
import type { InstanceTables } from './instances.tables.ts';

/**
 * The whole database as Kysely sees it: each module declares its own tables next to its code,
 * and this type joins them.
 */
// Each module adds its tables here, for example `& CatalogTables`.
export type Database = CatalogTables & AccountTables & LibraryTables & InstanceTables;
