/**
 * Child process for the crash test: opens the store on the db file given as argument and
 * writes to it as fast as it can until it is killed. Each write is one transaction that sets
 * the class price to the round and adds the round's session, so a reader can tell a whole
 * write from half of one (the price always equals the number of sessions); after each commit
 * it prints the round, so the test knows which writes were acknowledged.
 */
import { Store } from '../../../mock-server/store';

const file = process.argv[2];
if (!file) throw new Error('usage: writeForever <db file>');
const store = Store.open(file);
let round = 0;
for (;;) {
    round += 1;
    const done = round;
    store.write(q => {
        q.prices.set({ ...q.prices.get(), classUnitPriceFen: done });
        q.sessions.insert({
            tokenHash: done.toString(16).padStart(64, '0'),
            userId: 1,
            spId: 1,
            createdAt: done,
            expiresAt: done,
        });
    });
    process.stdout.write(`${done}\n`);
}
