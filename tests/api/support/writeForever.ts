/**
 * Child process for the crash test: opens the store on the db file given as argument and
 * writes to it as fast as it can, with a growing payload, until it is killed.
 */
import { Store } from '../../../mock-server/store';

const file = process.argv[2];
if (!file) throw new Error('usage: writeForever <db file>');
const store = Store.open(file);
let round = 0;
for (;;) {
    round += 1;
    store.write(db => {
        db.prices.classUnitPriceFen = round;
        db.sessions.push({
            tokenHash: 'x'.repeat(64),
            userId: 1,
            spId: 1,
            createdAt: round,
            expiresAt: round,
        });
    });
    if (round === 1) process.stdout.write('writing\n');
}
