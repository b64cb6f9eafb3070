/**
 * Version 10: an index of the trademark names, so a "contains" filter on the name reads the
 * rows that hold it instead of every order of the agency (store/nameGrams.ts).
 * `order_name_grams` files each order under every piece of 1, 2 and 3 characters of its name,
 * ASCII letters lower-cased as LIKE compares them, beside the keys the order list filters and
 * sorts on (agency, creation time, id, state). A needle of up to 3 characters is one piece:
 * its rows are exactly the orders whose name contains it. A longer one is read under one of
 * its 3-character pieces and matched against the name the 3-character rows carry.
 *
 * Kept by triggers on `orders` in plain SQL (the pieces from `substr` over the characters of
 * `lower(name)`, SQLite's ASCII-only lower-casing), so any connection may write an order.
 * Existing orders are filed here.
 */
import type { Migration } from './migration';

/** The pieces of 1 to 3 characters of `name` (a row's column), as `gram` and `k` (its length). */
const piecesOf = (name: string) => `
    SELECT substr(lower(${name}), at.n, len.k) AS gram, len.k AS k
    FROM (WITH RECURSIVE at(n) AS (
              SELECT 1 UNION ALL SELECT n + 1 FROM at WHERE n < length(${name}))
          SELECT n FROM at) AS at
    JOIN (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) AS len
      ON at.n + len.k - 1 <= length(${name})`;

const COLUMNS = 'sp_id, gram, create_time, order_tb_id, state, name';

/** Files the order `row` (NEW) under the pieces of its name. */
const file = (row: string) => `
    INSERT OR IGNORE INTO order_name_grams (${COLUMNS})
    SELECT ${row}.sp_id, p.gram, ${row}.create_time, ${row}.id, ${row}.state,
        CASE WHEN p.k = 3 THEN ${row}.trademark_name END
    FROM (${piecesOf(`${row}.trademark_name`)}) AS p;`;

/** Takes the order `row` (OLD) out: its rows are found by their whole key. */
const unfile = (row: string) => `
    DELETE FROM order_name_grams
    WHERE sp_id = ${row}.sp_id AND create_time = ${row}.create_time AND order_tb_id = ${row}.id
      AND gram IN (SELECT gram FROM (${piecesOf(`${row}.trademark_name`)}));`;

export const NAME_GRAMS: Migration = {
    version: 10,
    name: 'an index of the trademark names for the "contains" filter',
    sql: `
CREATE TABLE order_name_grams (
    sp_id INTEGER NOT NULL,
    gram TEXT NOT NULL,
    create_time TEXT NOT NULL,
    order_tb_id INTEGER NOT NULL,
    state INTEGER NOT NULL,
    name TEXT,
    PRIMARY KEY (sp_id, gram, create_time, order_tb_id)
) STRICT, WITHOUT ROWID;

INSERT OR IGNORE INTO order_name_grams (${COLUMNS})
WITH RECURSIVE at(n) AS MATERIALIZED (
    SELECT 1 UNION ALL SELECT n + 1 FROM at
    WHERE n < (SELECT COALESCE(MAX(length(trademark_name)), 0) FROM orders)),
len(k) AS MATERIALIZED (VALUES (1), (2), (3))
SELECT o.sp_id, substr(lower(o.trademark_name), at.n, len.k), o.create_time, o.id, o.state,
    CASE WHEN len.k = 3 THEN o.trademark_name END
FROM orders AS o CROSS JOIN at CROSS JOIN len
WHERE at.n + len.k - 1 <= length(o.trademark_name);

CREATE TRIGGER order_name_grams_on_insert AFTER INSERT ON orders BEGIN
    ${file('NEW')}
END;

CREATE TRIGGER order_name_grams_on_delete AFTER DELETE ON orders BEGIN
    ${unfile('OLD')}
END;

CREATE TRIGGER order_name_grams_on_update
AFTER UPDATE OF id, sp_id, trademark_name, create_time, state ON orders
WHEN OLD.id IS NOT NEW.id OR OLD.sp_id IS NOT NEW.sp_id
    OR OLD.trademark_name IS NOT NEW.trademark_name OR OLD.create_time IS NOT NEW.create_time
    OR OLD.state IS NOT NEW.state BEGIN
    ${unfile('OLD')}
    ${file('NEW')}
END;
`,
};
