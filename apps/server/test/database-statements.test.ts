import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withPreparedStatementCache } from '../src/db/database.ts';

describe('withPreparedStatementCache', () => {
  it('prepares a text once and reuses the statement with new parameters', () => {
    const sqlite = new SQLite(':memory:');
    const database = withPreparedStatementCache(sqlite);
    const first = database.prepare('SELECT ? + 1 AS n');
    const again = database.prepare('SELECT ? + 1 AS n');
    expect(again).toBe(first);
    expect(again.all([1])).toEqual([{ n: 2 }]);
    expect(again.all([41])).toEqual([{ n: 42 }]);
    database.close();
  });

  it('keeps a bounded number of statements, dropping the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    const database = withPreparedStatementCache(sqlite);
    const kept = database.prepare('SELECT 0');
    const dropped = database.prepare('SELECT 1');
    for (let i = 2; i < 200; i++) database.prepare(`SELECT ${i}`);
    expect(database.prepare('SELECT 0')).toBe(kept);
    database.prepare('SELECT 200');
    expect(database.prepare('SELECT 0')).toBe(kept);
    expect(database.prepare('SELECT 1')).not.toBe(dropped);
    database.close();
  });
});
