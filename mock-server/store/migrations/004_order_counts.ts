/**
 * Version 4: how many orders each agency has in each state, kept by triggers on `orders`, so
 * the total of a list filtered by nothing but states (the unfiltered list, a tab, a dashboard
 * card) is a lookup, not a count over every row of the agency.
 */
import type { Migration } from './migration';

const ADD = (sp: string, state: string) => `
    INSERT INTO order_counts (sp_id, state, n) VALUES (${sp}, ${state}, 1)
    ON CONFLICT (sp_id, state) DO UPDATE SET n = n + 1;`;
const TAKE = (sp: string, state: string) => `
    UPDATE order_counts SET n = n - 1 WHERE sp_id = ${sp} AND state = ${state};`;

export const ORDER_COUNTS: Migration = {
    version: 4,
    name: 'order counts per agency and state',
    sql: `
CREATE TABLE order_counts (
    sp_id INTEGER NOT NULL,
    state INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (sp_id, state)
) STRICT, WITHOUT ROWID;

INSERT INTO order_counts (sp_id, state, n)
    SELECT sp_id, state, COUNT(*) FROM orders GROUP BY sp_id, state;

CREATE TRIGGER order_counts_on_insert AFTER INSERT ON orders BEGIN
    ${ADD('NEW.sp_id', 'NEW.state')}
END;

CREATE TRIGGER order_counts_on_delete AFTER DELETE ON orders BEGIN
    ${TAKE('OLD.sp_id', 'OLD.state')}
END;

CREATE TRIGGER order_counts_on_update AFTER UPDATE OF sp_id, state ON orders
WHEN OLD.sp_id IS NOT NEW.sp_id OR OLD.state IS NOT NEW.state BEGIN
    ${TAKE('OLD.sp_id', 'OLD.state')}
    ${ADD('NEW.sp_id', 'NEW.state')}
END;
`,
};
