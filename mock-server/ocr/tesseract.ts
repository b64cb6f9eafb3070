/**
 * Optical character recognition by Debian's `tesseract-ocr` with its simplified-Chinese data
 * (`tesseract-ocr-chi-sim`), when the machine has them (README, "Reading documents"). The
 * program runs as a child process, one image at a time and on one thread
 * (OMP_THREAD_LIMIT=1), so the server's event loop and the machine's other core stay free for
 * every other call while a document is read. The images wait in a fair queue (queue.ts):
 * round robin between agencies, so one agency's batch does not hold another's card back. The simplified-Chinese model alone reads these
 * documents better than with the English one added (90 % against 77 % of names and numbers on
 * the bench's 30 photographs: with English, short Chinese names came out as Latin letters); its
 * Latin letters and digits are enough for credit codes and ID numbers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { FairQueue } from './queue';

/** The most a reading may take before it is given up (a document then reads as not read). */
export const OCR_TIMEOUT_MS = 15_000;

let available: boolean | undefined;

/** Whether `tesseract` runs here with the chi_sim language (asked once). */
export const ocrAvailable = (): boolean => {
    if (available === undefined) {
        const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 5000 });
        available = probe.status === 0 && /^chi_sim$/m.test(`${probe.stdout}${probe.stderr}`);
    }
    return available;
};

/** The readings waiting their turn, by agency. */
const queue = new FairQueue<number>();

const run = (image: Buffer): Promise<string> =>
    new Promise((resolve, reject) => {
        const child = spawn('tesseract', ['stdin', 'stdout', '-l', 'chi_sim', '--psm', '6'], {
            env: { ...process.env, OMP_THREAD_LIMIT: '1' },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        const out: Buffer[] = [];
        const timer = setTimeout(() => child.kill('SIGKILL'), OCR_TIMEOUT_MS);
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.resume();
        child.on('error', error => {
            clearTimeout(timer);
            reject(error);
        });
        child.on('close', code => {
            clearTimeout(timer);
            if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
            else reject(new Error(`tesseract ended with ${code ?? 'a signal'}`));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(image);
    });

/**
 * The text tesseract reads in an image (JPEG, PNG or BMP), lines as it found them, once the
 * readings before it in the fair queue have run; `agency` is whose turn it takes.
 */
export const ocrImage = (image: Buffer, agency: number): Promise<string> =>
    queue.add(agency, () => run(image));
