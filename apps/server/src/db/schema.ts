/**
 * The whole database as Kysely sees it: each module declares its own tables next to its code,
 * and this type joins them.
 */
// Each module adds its tables here, for example `& CatalogTables`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
