/**
 * The suite's output: one line per check on stdout (`✓ title`, `✗ title — why`,
 * `- skipped: why (title)`, `· title: note` for reports that neither pass nor fail), then
 * `N passed, M failed`.
 */

/** A check that found the backend breaking the contract; the message says why. */
export class CheckFailure extends Error {
    constructor(message: string) {
        super(message);
        this.name = 'CheckFailure';
    }
}

/** A check that cannot run against this backend (no data for it); neither passes nor fails. */
export class Skipped extends Error {
    constructor(message: string) {
        super(message);
        this.name = 'Skipped';
    }
}

/** A mistake of the suite itself (a filter without a sample value...): reported as a failure. */
export class SuiteError extends Error {
    constructor(message: string) {
        super(message);
        this.name = 'SuiteError';
    }
}

export const fail = (reason: string): never => {
    throw new CheckFailure(reason);
};

export const skip = (reason: string): never => {
    throw new Skipped(reason);
};

/** Fails the check with `reason` unless `condition` holds. */
export function expect(condition: unknown, reason: string | (() => string)): asserts condition {
    if (!condition) fail(typeof reason === 'string' ? reason : reason());
}

/** Something to append to the passing line, e.g. `(12 rows)`. */
export type Note = (text: string) => void;

const reasonOf = (error: unknown): string => {
    if (error instanceof CheckFailure) return error.message;
    if (error instanceof SuiteError) return `error of the suite: ${error.message}`;
    // the portal's normalisers throw MalformedAnswerError / UploadRefusedError
    const name = error instanceof Error ? error.name : '';
    const message = error instanceof Error ? error.message : String(error);
    if (name === 'MalformedAnswerError' || name === 'UploadRefusedError')
        return `the portal cannot read the answer: ${message}`;
    return `${name || 'error'}: ${message}`;
};

export class Report {
    passed = 0;
    failed = 0;
    skipped = 0;

    constructor(private readonly write: (line: string) => void) {}

    pass(title: string, note?: string): void {
        this.passed++;
        this.write(`✓ ${title}${note ? ` (${note})` : ''}`);
    }

    fail(title: string, reason: string): void {
        this.failed++;
        this.write(`✗ ${title} — ${reason}`);
    }

    skip(title: string, reason: string): void {
        this.skipped++;
        this.write(`- skipped: ${reason} (${title})`);
    }

    /** A line that is neither a pass nor a failure (present / absent calls, notes). */
    info(text: string): void {
        this.write(`· ${text}`);
    }

    /**
     * Runs one check: passes when `body` returns, fails on CheckFailure (or any error: a
     * normaliser's, the suite's), skips on Skipped. Returns the body's value, or undefined.
     */
    async check<T>(title: string, body: (note: Note) => Promise<T> | T): Promise<T | undefined> {
        const notes: string[] = [];
        try {
            const value = await body(text => notes.push(text));
            this.pass(title, notes.join(', '));
            return value;
        } catch (error) {
            if (error instanceof Skipped) this.skip(title, error.message);
            else this.fail(title, reasonOf(error));
            return undefined;
        }
    }

    summary(): string {
        return `${this.passed} passed, ${this.failed} failed`;
    }
}
