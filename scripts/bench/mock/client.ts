/**
 * The mock bench's calls to the mock server as the demo admin: sign-in, JSON calls checked
 * against the envelope, the balance (topped up through the cashier when short) and a valid
 * `createTrademarkOrder` body with its uploaded icon and proxy letter.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { orderAmount } from '../../../domain/rules/fee';
import { AUDIT_PASSED_STATUS } from '../../../domain/states/applicants';
import type { ApplicantSummary } from '../../../domain/types/applicants';
import type { NiceGroup } from '../../../domain/types/classification';
import type { Payment, SpInfo, UnitPrices } from '../../../domain/types/money';
import type { Paged } from '../../../domain/types/wire';
import { Canvas, encodeJpeg } from '../../../mock-server/files/raster';
import { httpCall } from './load';
import type { HttpAnswer, HttpCall } from './load';
import { WORD_MARK_TYPE } from '../../../domain/states/markTypes';

export const DEMO_ADMIN = { name: 'admin', password: 'Admin@123' };

interface Envelope<T> {
    status: number;
    msg: string;
    data: T;
}

/** The answer's data; throws unless it is HTTP 200 with envelope status 200. */
export const dataOf = <T>(answer: HttpAnswer, what: string): T => {
    let envelope: Envelope<T> | undefined;
    try {
        envelope = JSON.parse(answer.body.toString()) as Envelope<T>;
    } catch {
        // reported below
    }
    if (answer.status !== 200 || envelope?.status !== 200) {
        throw new Error(
            `${what}: HTTP ${answer.status} ${envelope ? `${envelope.status} ${envelope.msg}` : answer.body.toString().slice(0, 200)}`,
        );
    }
    return envelope.data;
};

export class MockClient {
    private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    headers: Record<string, string> = {};

    constructor(readonly port: number) {}

    call(path: string, init: Omit<HttpCall, 'port' | 'path'> = {}): Promise<HttpAnswer> {
        return httpCall(this.agent, {
            port: this.port,
            path,
            ...init,
            headers: { ...this.headers, ...init.headers },
        });
    }

    async get<T>(path: string): Promise<T> {
        return dataOf<T>(await this.call(path), `GET ${path}`);
    }

    async post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
        const answer = await this.call(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body),
        });
        return dataOf<T>(answer, `POST ${path}`);
    }

    /** Signs the demo admin in (the password goes as its SHA-256, as the portal sends it). */
    async signIn(): Promise<void> {
        const password = createHash('sha256').update(DEMO_ADMIN.password).digest('hex');
        const { token } = await this.post<{ token: string }>('/api/login', {
            name: DEMO_ADMIN.name,
            password,
        });
        this.headers = { Authorization: `Bearer ${token}` };
    }

    /** `file/uploadFile` of one JPEG under `policy`: its address and key. */
    async upload(policy: string, fileName: string, data: Buffer): Promise<StoredFile> {
        const boundary = `----bench${randomUUID()}`;
        const body = Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
                    'Content-Type: image/jpeg\r\n\r\n',
            ),
            data,
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const path = `/api/file/uploadFile?uploadFilePolicy=${policy}`;
        const answer = await this.call(path, {
            method: 'POST',
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
            body,
        });
        return dataOf<StoredFile>(answer, `POST ${path}`);
    }

    close(): void {
        this.agent.destroy();
    }
}

export interface StoredFile {
    url: string;
    ossKey: string;
}

const jpeg = (width: number, height: number): Buffer =>
    encodeJpeg(
        new Canvas(width, height, [250, 250, 250])
            .fillCircle(width / 2, height / 2, Math.min(width, height) / 3, [200, 30, 30])
            .strokeRect(0, 0, width, height, 4, [30, 30, 30]),
    );

/**
 * Tops the admin's agency up to at least `neededYuan` through `/api/payment` and the cashier's
 * confirm (as the phone that scans the code would); the balance before, and the top-up made.
 */
export const ensureBalance = async (
    client: MockClient,
    neededYuan: number,
): Promise<{ balance: number; toppedUp: number }> => {
    const { balance } = await client.get<SpInfo>('/api/spInfo');
    let toppedUp = 0;
    while (balance + toppedUp < neededYuan) {
        const amount = Math.min(1_000_000, Math.ceil(neededYuan - balance - toppedUp));
        const payment = await client.post<Payment>('/api/payment', {
            amount,
            channel: 'wx_pub_qr',
        });
        const link = new URL(payment.codeUrl, 'http://localhost');
        await client.post(
            `/pay/${encodeURIComponent(payment.paymentSn)}/confirm${link.search}`,
            {},
            { Accept: 'application/json' },
        );
        toppedUp += amount;
    }
    return { balance, toppedUp };
};

export interface OrderDraft {
    /** a new body, with a fresh requestId */
    body(): Record<string, unknown>;
    feeYuan: number;
}

/**
 * A word mark in class 09 (two items of its first group, one of its second) for an approved
 * applicant of the admin's agency, with a freshly uploaded icon and proxy letter.
 */
export const orderDraft = async (client: MockClient): Promise<OrderDraft> => {
    const [icon, entrust] = [
        await client.upload('ICON', '图样.jpg', jpeg(800, 800)),
        await client.upload('ATTORNEY', '委托书.jpg', jpeg(800, 1000)),
    ];
    const applicants = await client.get<Paged<ApplicantSummary>>(
        `/api/listApplicants?auditStatus=${AUDIT_PASSED_STATUS}&pgCount=1`,
    );
    const applicant = applicants.elements[0];
    if (!applicant) throw new Error('the admin’s agency has no approved applicant');
    const groups = await client.get<NiceGroup[]>('/api/findNiceClassification?parentCode=09');
    const codes = [...groups[0].mins.slice(0, 2), ...groups[1].mins.slice(0, 1)].map(
        item => item.classificationCode,
    );
    const prices = await client.get<UnitPrices>('/api/queryServiceUnitPrice');
    const feeYuan = orderAmount([codes.length], prices);
    return {
        feeYuan,
        body: () => ({
            applicantTbId: applicant.id,
            classifications: { '09': codes.join(',') },
            entrustFile: entrust.url,
            entrustFileOsskey: entrust.ossKey,
            trademarkDesc: '文字商标，由中文“知联测试”组成。',
            trademarkName: '知联测试',
            trademarkType: WORD_MARK_TYPE,
            trademarkIcon: icon.url,
            trademarkIconOsskey: icon.ossKey,
            trademarkIconType: null,
            orderAmount: feeYuan,
            sebeLegalNoticeOss: null,
            requestId: randomUUID(),
        }),
    };
};
