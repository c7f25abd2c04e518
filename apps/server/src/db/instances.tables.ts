/** Servers that use this database now; a row not renewed for a while belongs to one gone. */
export interface ServerInstancesTable {
  id: string;
  host: string;
  pid: number;
  started_at: number;
  seen_at: number;
}

export interface InstanceTables {
  server_instances: ServerInstancesTable;
}
