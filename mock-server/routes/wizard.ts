/**
 * The order wizard's calls (spec §5 step 1 and 2, §7): the Nice classification and the item
 * search, the unit prices, the name and duplicate checks, the generated trademark picture and
 * proxy letter, and the order's submission.
 */
import type { Express } from 'express';
import { NAME_MAX as APPLICANT_NAME_MAX } from '../../domain/rules/applicant';
import { unitPricesInYuan } from '../../domain/rules/fee';
import { validateTrademark } from '../../domain/rules/order';
import type {
    DuplicateCheck,
    NameCheck,
    NiceClass,
    NiceGroup,
    NiceSearchHit,
} from '../../domain/types/classification';
import type { UnitPrices } from '../../domain/types/money';
import type { EntrustFileAnswer, Order, TrademarkImageAnswer } from '../../domain/types/orders';
import { saveFile, saveGeneratedPdf, toFileRef } from '../files/registry';
import { sanitizeFileName } from '../files/storage';
import { renderTrademarkImage, TRADEMARK_IMAGE_SIZE } from '../files/trademarkImage';
import { badRequest } from '../http/envelope';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import { checkBody, integer, parseParams, requireParam } from '../http/params';
import type { Param } from '../http/params';
import { niceCatalog } from '../nice/catalog';
import { niceSearchIndex, SEARCH_MAX_HITS, searchNiceItems } from '../nice/search';
import { entrustLetterContent, renderEntrustLetter } from '../pdf/entrustLetter';
import { plainText } from '../pdf/legalNotice';
import {
    duplicateCheck,
    duplicateGroups,
    parseClassificationText,
    resolveClasses,
} from '../rules/classifications';
import { commitOrder, orderOfRequest, parseOrderBody, planOrder } from '../rules/orderCreation';
import { toOrder } from '../rules/orders';
import { checkTrademarkName } from '../rules/prohibitedMarks';
import { formatChinaTime } from '../../domain/rules/time';
import { readAutopayMs, settleDuePayments } from '../rules/payments';

export const SEARCH_NEEDS_KEYWORD = '请输入搜索关键词';
export const IMAGE_NEEDS_NAME = '请输入商标名称';
export const ENTRUST_NEEDS_APPLICANT = '请选择申请人';

/** Free text kept as one plain line (control characters become spaces), not yet checked. */
const line = (label: string, maxLength = 2000): Param<string> => ({
    label,
    parse(raw, field) {
        if (raw.length > maxLength)
            throw badRequest(`${label}（${field}）不能超过 ${maxLength} 个字符`);
        return plainText(raw);
    },
});

/** A big class code that exists ('01' … '45'). */
const niceClassCode: Param<string> = {
    label: '商标大类',
    parse(raw, field) {
        const code = raw.trim();
        if (!niceCatalog().byCode.has(code))
            throw badRequest(`商标大类（${field}）不存在：${code}`);
        return code;
    },
};

const CLASSIFICATION_PARAMS = { parentCode: niceClassCode };
const SEARCH_PARAMS = {
    keyword: line('搜索关键词', 200),
    limit: integer('返回条数', 1, SEARCH_MAX_HITS),
};
const NAME_PARAMS = { trademarkName: line('商标名称') };
const DUPLICATE_PARAMS = {
    trademarkName: line('商标名称'),
    classification: { label: '商标分类', parse: (raw: string) => raw } satisfies Param<string>,
};

/** A word or combined mark's name by the shared rule: present (else `missingMsg`), ≤ 50. */
const trademarkNameOf = (name: string | undefined, missingMsg: string): string => {
    const problem = validateTrademark({
        trademarkType: 1,
        trademarkName: name ?? '',
    }).trademarkName;
    if (problem) throw badRequest(name ? problem : missingMsg);
    return name ?? '';
};

/** The fields of the proxy letter, as plain text with their limits. */
const ENTRUST_FIELDS = {
    applicant: { label: '申请人', max: APPLICANT_NAME_MAX },
    country: { label: '国籍（地区）', max: 100 },
    trademarkName: { label: '商标名称', max: 50 },
    province: { label: '省份', max: 50 },
    address: { label: '地址', max: 200 },
    postcode: { label: '邮编', max: 20 },
} as const;
type EntrustField = keyof typeof ENTRUST_FIELDS;

const parseEntrustBody = (body: unknown): Record<EntrustField, string> => {
    const raw = checkBody(body ?? {}, Object.keys(ENTRUST_FIELDS));
    const values = {} as Record<EntrustField, string>;
    for (const [field, { label, max }] of Object.entries(ENTRUST_FIELDS) as [
        EntrustField,
        { label: string; max: number },
    ][]) {
        const value = raw[field];
        if (value !== undefined && value !== null && typeof value !== 'string') {
            throw badRequest(`${label}（${field}）格式不正确`);
        }
        const text = plainText(value ?? '');
        if ([...text].length > max) throw badRequest(`${label}（${field}）不能超过 ${max} 个字符`);
        values[field] = text;
    }
    if (!values.applicant) throw badRequest(ENTRUST_NEEDS_APPLICANT);
    return values;
};

/** A name made safe inside a stored file's name. */
const fileNamePart = (text: string): string => text.replace(/[\\/<>:"|?*]/g, '_');

export const registerWizardRoutes = (app: Express, ctx: AppContext): void => {
    // Built now, so the first picker and search answer at once.
    niceCatalog();
    niceSearchIndex();

    app.get(
        '/api/findNiceClassification',
        authedRoute(ctx, (req): NiceClass[] | NiceGroup[] => {
            const { parentCode } = parseParams(req.query, CLASSIFICATION_PARAMS);
            const catalog = niceCatalog();
            if (parentCode === undefined) return catalog.classes;
            return catalog.byCode.get(parentCode)?.groups ?? [];
        }),
    );

    app.get(
        '/api/searchNiceItems',
        authedRoute(ctx, (req): NiceSearchHit[] => {
            const { keyword, limit } = parseParams(req.query, SEARCH_PARAMS);
            if (!keyword) throw badRequest(SEARCH_NEEDS_KEYWORD);
            return searchNiceItems(keyword, limit ?? SEARCH_MAX_HITS);
        }),
    );

    app.get(
        '/api/queryServiceUnitPrice',
        authedRoute(ctx, (req): UnitPrices => {
            parseParams(req.query, {});
            return unitPricesInYuan(ctx.store.read().prices);
        }),
    );

    app.get(
        '/api/checkTrademarkName',
        authedRoute(ctx, (req): NameCheck => {
            const params = parseParams(req.query, NAME_PARAMS);
            return checkTrademarkName(trademarkNameOf(params.trademarkName, '请填写商标名称'));
        }),
    );

    app.get(
        '/api/checkDuplicateClassification',
        authedRoute(ctx, (req, auth): DuplicateCheck => {
            const params = parseParams(req.query, DUPLICATE_PARAMS);
            const name = trademarkNameOf(params.trademarkName, '请填写商标名称');
            const text = requireParam(params.classification, '商标分类', 'classification');
            const chosen = resolveClasses(
                parseClassificationText(text, 'classification', '商标分类'),
            );
            return duplicateCheck(duplicateGroups(ctx.store.read(), auth.user.spId, name, chosen));
        }),
    );

    app.post(
        '/api/file/autoTrademarkImage',
        authedRoute(ctx, async (req, auth): Promise<TrademarkImageAnswer> => {
            const params = parseParams(req.query, NAME_PARAMS);
            const name = trademarkNameOf(params.trademarkName, IMAGE_NEEDS_NAME);
            const data = await renderTrademarkImage(name);
            const row = saveFile(ctx.store, {
                spId: auth.user.spId,
                policy: 'ICON',
                folder: 'generated',
                fileName: sanitizeFileName(`商标图样（${fileNamePart(name)}）.jpg`, 'jpg'),
                type: 'jpg',
                data,
                width: TRADEMARK_IMAGE_SIZE,
                height: TRADEMARK_IMAGE_SIZE,
                createTime: formatChinaTime(ctx.config.now()),
            });
            return toFileRef(row);
        }),
    );

    app.post(
        '/api/downloadEntrustFile',
        authedRoute(ctx, async (req, auth): Promise<EntrustFileAnswer> => {
            parseParams(req.query, {});
            const fields = parseEntrustBody(req.body);
            const now = ctx.config.now();
            const agency = ctx.store.read().agencies.find(a => a.id === auth.user.spId);
            const data = await renderEntrustLetter(
                entrustLetterContent({ ...fields, agencyName: agency?.spName ?? '' }),
            );
            const row = saveGeneratedPdf(ctx.store, {
                spId: auth.user.spId,
                policy: 'ATTORNEY_TEMPLATE',
                fileName: `商标代理委托书（${fileNamePart(fields.applicant)}）.pdf`,
                data,
                now,
            });
            return toFileRef(row);
        }),
    );

    const autopayMs = readAutopayMs();
    app.post(
        '/api/createTrademarkOrder',
        authedRoute(ctx, (req, auth): Order => {
            parseParams(req.query, {});
            const input = parseOrderBody(req.body);
            const spId = auth.user.spId;
            const now = ctx.config.now();
            // A top-up that autopay has made due counts before the balance is checked, as it
            // would for the balance shown on the account page.
            settleDuePayments(ctx.store, autopayMs, now);
            const nowText = formatChinaTime(now);
            // Everything below is synchronous: no other request runs between the look-up,
            // the checks and the write.
            const replayed = orderOfRequest(ctx.store.read(), spId, input);
            if (replayed) return toOrder(replayed, ctx.store.read(), nowText);
            const plan = planOrder(ctx.store.read(), { spId, userId: auth.user.id }, input);
            return ctx.store.write(db => toOrder(commitOrder(db, plan, now), db, nowText));
        }),
    );
};
