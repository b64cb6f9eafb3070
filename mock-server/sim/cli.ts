/**
 * `npm run sim -- <command> ...`: drives the running mock server's simulator (/__sim), so
 * the portal shows the change at once. MOCK_PORT picks the server (default 3001).
 *
 *   npm run sim -- applicant-audit <applicantId> <auditStatus 1..6>
 */
export {};

const port = process.env.MOCK_PORT ?? '3001';
const base = `http://127.0.0.1:${port}`;

const USAGE = [
    'usage: npm run sim -- <command> ...',
    '  applicant-audit <applicantId> <auditStatus>   1 未审核, 2 审核中, 3 审核通过, 4 审核失败, 5 草稿, 6 待确认',
].join('\n');

const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { status: number; msg: string; data: unknown };
    if (envelope.status !== 200) throw new Error(envelope.msg);
    return envelope.data;
};

const [command, ...args] = process.argv.slice(2);
try {
    if (command === 'applicant-audit' && args.length === 2) {
        console.log(
            JSON.stringify(
                await post(`/__sim/applicants/${encodeURIComponent(args[0])}/audit`, {
                    auditStatus: Number(args[1]),
                }),
            ),
        );
    } else {
        console.error(USAGE);
        process.exitCode = 2;
    }
} catch (error) {
    console.error(`sim: ${(error as Error).message} (mock server at ${base})`);
    process.exitCode = 1;
}
