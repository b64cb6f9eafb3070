/**
 * The portal's dataProvider: the only code besides httpClient.ts that knows the wire.
 * Written after ra-data-simple-rest's structure (one factory, one method per react-admin
 * verb), but speaking the spec's calls instead of REST:
 *
 * | method            | applicants                 | orders                              | officialDocuments / capitalDetails |
 * | getList           | GET /api/listApplicants    | GET /api/findTrademarkOrderList     | GET /api/findOfficialDocuemntList, GET /api/findCapitalDetailList |
 * | getOne / getMany  | GET /api/describeApplicant | GET /api/findTrademarkOrderDetail/{id} | –                                |
 * | create / update   | POST /api/createApplicant  | – (orders are filed through the wizard) | –                              |
 * | delete            | PUT /api/deleteApplicant   | –                                   | –                                  |
 *
 * Paging and filters are translated by paging.ts; custom calls (auth, ...) are typed methods
 * on the same object, used through `useDataProvider<PortalDataProvider>()`.
 */
import type {
    CreateParams,
    DataProvider,
    DeleteParams,
    GetListParams,
    GetManyParams,
    GetOneParams,
    Identifier,
    RaRecord,
    UpdateParams,
} from 'ra-core';
import type { HttpClient } from './httpClient';
import { MalformedAnswerError } from './httpClient';
import { fromPaged, isRecord, toListQuery } from './paging';
import { hashPassword } from './password';
import { RESOURCE_CALLS } from './types';
import type {
    AdaptFileType,
    CreateOrderRequest,
    DuplicateCheck,
    EntrustFileAnswer,
    EntrustFileRequest,
    NameCheck,
    NiceClass,
    NiceGroup,
    NiceSearchHit,
    OrderStatistics,
    PreviewAnswer,
    ApplicantStatistics,
    OperateSupplementRequest,
    Order,
    ReselectApplicantRequest,
    TrademarkImageAnswer,
    UnitPrices,
    LegalNoticeAnswer,
    LoginAnswer,
    PortalResource,
    PrivilegeAnswer,
    AgencySettings,
    AgencyUser,
    ChangePasswordRequest,
    UploadAdaptAnswer,
    UploadAnswer,
    UploadFilePolicy,
    UploadScene,
    Payment,
    PaymentRequest,
    PaymentStateAnswer,
    SpInfo,
} from './types';

const isPortalResource = (resource: string): resource is PortalResource =>
    resource in RESOURCE_CALLS;

const unsupported = (resource: string, verb: string): never => {
    throw new Error(`资源 ${resource} 不支持 ${verb} 操作`);
};

const ONE_CALLS: Partial<
    Record<PortalResource, (id: Identifier) => { path: string; query?: Record<string, string> }>
> = {
    applicants: id => ({ path: '/api/describeApplicant', query: { id: String(id) } }),
    orders: id => ({ path: `/api/findTrademarkOrderDetail/${encodeURIComponent(String(id))}` }),
};

const checkRecord = <T extends RaRecord>(call: string, answer: unknown): T => {
    if (!isRecord(answer)) throw new MalformedAnswerError(call, '{id, ...}', 200);
    return answer as T;
};

/** An answer object that `isValid` accepts, or an error naming the call and the shape. */
const checkShape = <T>(
    call: string,
    answer: unknown,
    expected: string,
    isValid: (answer: Record<string, unknown>) => boolean,
): T => {
    if (!answer || typeof answer !== 'object' || !isValid(answer as Record<string, unknown>)) {
        throw new MalformedAnswerError(call, expected, 200);
    }
    return answer as T;
};

/** An upload answer without a url is refused with the server's msg (spec §8). */
const checkUpload = (call: string, answer: unknown): UploadAnswer => {
    const upload = answer as Partial<UploadAnswer> | null;
    if (!upload || typeof upload !== 'object')
        throw new MalformedAnswerError(call, '{url, fileName, ossKey}', 200);
    if (!upload.url || !upload.ossKey) throw new Error(upload.msg || '上传失败');
    return upload as UploadAnswer;
};

export const createDataProvider = (http: HttpClient) => {
    const getOne = async <T extends RaRecord>(resource: string, params: GetOneParams<T>) => {
        const oneCall = isPortalResource(resource) ? ONE_CALLS[resource] : undefined;
        if (!oneCall) return unsupported(resource, 'getOne');
        const { path, query } = oneCall(params.id);
        const answer = await http.request<unknown>('GET', path, {
            query,
            fallback: '获取信息失败',
        });
        return { data: checkRecord<T>(`GET ${path}`, answer) };
    };

    const saveApplicant = async <T extends RaRecord>(resource: string, data: unknown) => {
        if (resource !== 'applicants') return unsupported(resource, 'save');
        const answer = await http.request<unknown>('POST', '/api/createApplicant', {
            body: data,
            fallback: '申请人信息更新失败',
        });
        return { data: checkRecord<T>('POST /api/createApplicant', answer) };
    };

    return {
        async getList<T extends RaRecord>(resource: string, params: GetListParams) {
            if (!isPortalResource(resource)) return unsupported(resource, 'getList');
            const path = RESOURCE_CALLS[resource];
            const answer = await http.request<unknown>('GET', path, {
                query: toListQuery(resource, params),
                fallback: '获取信息失败',
            });
            return fromPaged<T>(`GET ${path}`, answer);
        },
        getOne,
        async getMany<T extends RaRecord>(resource: string, params: GetManyParams<T>) {
            const records = await Promise.all(params.ids.map(id => getOne<T>(resource, { id })));
            return { data: records.map(r => r.data) };
        },
        getManyReference: (resource: string) => unsupported(resource, 'getManyReference'),
        create: <T extends RaRecord>(resource: string, params: CreateParams) =>
            saveApplicant<T>(resource, params.data),
        update: <T extends RaRecord>(resource: string, params: UpdateParams) =>
            saveApplicant<T>(resource, { ...params.data, id: params.id }),
        updateMany: (resource: string) => unsupported(resource, 'updateMany'),
        async delete<T extends RaRecord>(resource: string, params: DeleteParams<T>) {
            if (resource !== 'applicants') return unsupported(resource, 'delete');
            await http.request('PUT', '/api/deleteApplicant', {
                query: { id: String(params.id) },
                fallback: '删除失败',
            });
            return { data: (params.previousData ?? { id: params.id }) as T };
        },
        deleteMany: (resource: string) => unsupported(resource, 'deleteMany'),

        // --- custom calls ---
        /** `POST /api/login`; the password is hashed here so it never leaves the browser in clear. */
        login: (name: string, password: string) =>
            http.request<LoginAnswer>('POST', '/api/login', {
                body: { name, password: hashPassword(password) },
                fallback: '登录失败',
            }),
        logout: () => http.request<unknown>('PUT', '/api/logout'),
        getPrivilege: () =>
            http.request<PrivilegeAnswer>('GET', '/admin/api/privilege', {
                fallback: '获取信息失败',
            }),
        /** `POST /admin/api/changePassword`; the three typed passwords are hashed like login's. */
        changePassword: ({ old_password, password, password_confirm }: ChangePasswordRequest) =>
            http.request<null>('POST', '/admin/api/changePassword', {
                body: {
                    old_password: hashPassword(old_password),
                    password: hashPassword(password),
                    password_confirm: hashPassword(password_confirm),
                },
                fallback: '操作失败',
            }),
        getSettings: () =>
            http.request<AgencySettings>('GET', '/admin/api/settings', {
                fallback: '获取信息失败',
            }),
        saveSettings: (settings: AgencySettings) =>
            http.request<AgencySettings>('POST', '/admin/api/settings', {
                body: settings,
                fallback: '操作失败',
            }),
        getAgencyUsers: () =>
            http.request<AgencyUser[]>('GET', '/admin/api/users', { fallback: '获取信息失败' }),
        /** `POST /api/file/uploadFile`; `scene` picks the legal document's limit (add 2M, edit 10M). */
        async uploadFile(
            file: File,
            options: { policy: UploadFilePolicy; verifyType?: 1 | 2; scene?: UploadScene },
            onProgress?: (percent: number) => void,
        ) {
            const answer = await http.upload<unknown>('/api/file/uploadFile', file, {
                query: {
                    uploadFilePolicy: options.policy,
                    verifyType: options.verifyType,
                    scene: options.scene,
                },
                onProgress,
            });
            return checkUpload('POST /api/file/uploadFile', answer);
        },
        /** `POST /sebe_engine/api/file/uploadAdapt`: ID card, licence or passport, optionally read. */
        async uploadAdapt(
            file: File,
            fileType: AdaptFileType,
            discern: boolean,
            onProgress?: (percent: number) => void,
        ) {
            const answer = await http.upload<unknown>('/sebe_engine/api/file/uploadAdapt', file, {
                query: { fileType, discern: discern ? 1 : 0 },
                onProgress,
            });
            return checkUpload(
                'POST /sebe_engine/api/file/uploadAdapt',
                answer,
            ) as UploadAdaptAnswer;
        },
        // --- order wizard ---
        getNiceClasses: () =>
            http.request<NiceClass[]>('GET', '/api/findNiceClassification', {
                fallback: '获取信息失败',
            }),
        getNiceGroups: (classCode: string) =>
            http.request<NiceGroup[]>('GET', '/api/findNiceClassification', {
                query: { parentCode: classCode },
                fallback: '获取信息失败',
            }),
        searchNiceItems: (keyword: string) =>
            http.request<NiceSearchHit[]>('GET', '/api/searchNiceItems', {
                query: { keyword },
                fallback: '获取信息失败',
            }),
        getUnitPrices: () =>
            http.request<UnitPrices>('GET', '/api/queryServiceUnitPrice', {
                fallback: '获取信息失败',
            }),
        checkTrademarkName: (trademarkName: string) =>
            http.request<NameCheck>('GET', '/api/checkTrademarkName', { query: { trademarkName } }),
        checkDuplicateClassification: (
            trademarkName: string,
            classification: Record<string, string>,
        ) =>
            http.request<DuplicateCheck>('GET', '/api/checkDuplicateClassification', {
                query: { trademarkName, classification: JSON.stringify(classification) },
            }),
        autoTrademarkImage: (trademarkName: string) =>
            http.request<TrademarkImageAnswer>('POST', '/api/file/autoTrademarkImage', {
                query: { trademarkName },
                fallback: '生成失败',
            }),
        downloadEntrustFile: (data: EntrustFileRequest) =>
            http.request<EntrustFileAnswer>('POST', '/api/downloadEntrustFile', {
                body: data,
                fallback: '生成失败',
            }),
        createTrademarkOrder: (data: CreateOrderRequest) =>
            http.request<Order>('POST', '/api/createTrademarkOrder', {
                body: data,
                fallback: '提交失败',
            }),
        getOrderDetail: (id: number | string) =>
            http.request<Order>(
                'GET',
                `/api/findTrademarkOrderDetail/${encodeURIComponent(String(id))}`,
                {
                    fallback: '获取信息失败',
                },
            ),

        /** `POST /api/closeTrademarkOrder`: state 1 or 2 → closed (4), the amount refunded. */
        closeOrder: (id: number) =>
            http.request<null>('POST', '/api/closeTrademarkOrder', {
                body: { id },
                fallback: '操作失败',
            }),
        /** `POST /api/reSelectBindApplicant`: a failed order's new applicant and proxy letter. */
        reselectApplicant: (data: ReselectApplicantRequest) =>
            http.request<null>('POST', '/api/reSelectBindApplicant', {
                body: data,
                fallback: '提交失败',
            }),
        /** `POST /api/operateSupplement`: correct (ifSupplement 1) or abandon (2) a notice. */
        operateSupplement: (data: OperateSupplementRequest) =>
            http.request<null>('POST', '/api/operateSupplement', {
                body: data,
                fallback: '提交失败',
            }),

        /** `POST /api/downloadLegalNotice`: a legal notice PDF pre-filled with the applicant's name. */
        downloadLegalNotice: (applicant: string) =>
            http.request<LegalNoticeAnswer>('POST', '/api/downloadLegalNotice', {
                body: { applicant },
                fallback: '生成失败',
            }),

        // --- account and top-up ---
        /** `GET /api/spInfo`: the agency's name, contacts, account and balance. */
        async getSpInfo() {
            const answer = await http.request<unknown>('GET', '/api/spInfo', {
                fallback: '获取信息失败',
            });
            return checkShape<SpInfo>(
                'GET /api/spInfo',
                answer,
                '{spName, balance, ...}',
                a => typeof a.spName === 'string' && typeof a.balance === 'number',
            );
        },
        /** `POST /api/payment`: a pending top-up whose `codeUrl` the QR code shows. */
        async createPayment(data: PaymentRequest) {
            const answer = await http.request<unknown>('POST', '/api/payment', {
                body: data,
                fallback: '操作失败',
            });
            return checkShape<Payment>(
                'POST /api/payment',
                answer,
                '{codeUrl, paymentSn}',
                a =>
                    typeof a.codeUrl === 'string' && !!a.codeUrl && typeof a.paymentSn === 'string',
            );
        },
        /** `GET /api/getPaymentState`: `paymentState` 1 once paid. */
        async getPaymentState(paymentSn: string) {
            const answer = await http.request<unknown>('GET', '/api/getPaymentState', {
                query: { paymentSn },
                fallback: '获取信息失败',
            });
            return checkShape<PaymentStateAnswer>(
                'GET /api/getPaymentState',
                answer,
                '{paymentState: 0 | 1}',
                a => a.paymentState === 0 || a.paymentState === 1,
            );
        },

        // --- dashboard and official documents (issue 7) ---
        /** `GET /api/statisticTrademarkOrder`: the dashboard's counts and the 30-day trend. */
        async getOrderStatistics() {
            const answer = await http.request<unknown>('GET', '/api/statisticTrademarkOrder', {
                fallback: '获取信息失败',
            });
            return checkShape<OrderStatistics>(
                'GET /api/statisticTrademarkOrder',
                answer,
                '{auditWaited, ..., orderTrendMap}',
                a =>
                    typeof a.auditWaited === 'number' &&
                    typeof a.orderTrendMap === 'object' &&
                    a.orderTrendMap !== null,
            );
        },
        /** `GET /api/applicantStatistics`: the number of the agency's applicants. */
        async getApplicantStatistics() {
            const answer = await http.request<unknown>('GET', '/api/applicantStatistics', {
                fallback: '获取信息失败',
            });
            return checkShape<ApplicantStatistics>(
                'GET /api/applicantStatistics',
                answer,
                '{total}',
                a => typeof a.total === 'number',
            );
        },
        /** `GET /api/preview`: the token-checked URL(s) of a stored PDF, for the viewer. */
        async previewPdf(pdfUrl: string) {
            const answer = await http.request<unknown>('GET', '/api/preview', {
                query: { pdf_url: pdfUrl },
                fallback: 'pdf预览失败',
            });
            return checkShape<PreviewAnswer>(
                'GET /api/preview',
                answer,
                '{urls: string[]}',
                a => Array.isArray(a.urls) && a.urls.every(u => typeof u === 'string'),
            );
        },
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
