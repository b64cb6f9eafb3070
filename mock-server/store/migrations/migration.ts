/** One versioned schema change: the SQL that takes a database from `version - 1` to `version`. */
export interface Migration {
    version: number;
    name: string;
    sql: string;
}
