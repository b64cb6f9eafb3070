/**
 * The order wizard's calls (docs/api.md, "Order wizard"): the Nice classification and the item
 * search, the unit prices, the name and duplicate checks, the generated trademark picture and
 * proxy letter, and the order's submission.
 */
import type { Express } from 'express';
import { unitPricesInYuan } from '../../domain/rules/fee';
import type {
    ClassSuggestion,
    DuplicateCheck,
    NameCheck,
    NamesCheck,
    NiceClass,
    NiceGroup,
    NiceSearchAnswer,
    SimilarMarksAnswer,
} from '../../domain/types/classification';
import type { UnitPrices } from '../../domain/types/money';
import type { EntrustFileAnswer, Order, TrademarkImageAnswer } from '../../domain/types/orders';
import { saveFile, toFileRef } from '../files/registry';
import { fileNamePart, sanitizeFileName } from '../files/storage';
import { renderTrademarkImage, TRADEMARK_IMAGE_SIZE } from '../files/trademarkImage';
import { parseCheckNamesBody, parseClassificationText } from '../http/bodies/classifications';
import { parseEntrustBody } from '../http/bodies/letters';
import { parseOrderBody } from '../http/bodies/orders';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { integer, parseParams, requireParam } from '../http/params';
import type { Param } from '../http/params';
import { niceCatalog } from '../nice/catalog';
import { niceSearchIndex, SEARCH_MAX_HITS, searchNiceItems } from '../nice/search';
import { suggestClasses } from '../nice/suggest';
import { DESCRIPTION_MAX } from '../../domain/classes/description';
import { plainText } from '../pdf/legalNotice';
import {
    duplicateCheck,
    duplicateGroups,
    groupsToSearch,
    resolveClasses,
    scopeOfGroups,
    searchScopeOf,
} from '../rules/classifications';
import { searchRegister, warmExamination } from '../rules/register';
import { refused } from '../rules/errors';
import { makeEntrustLetter } from '../rules/letters';
import { actingAs, actorOf } from '../rules/audit';
import { fileOrder } from '../rules/orderCreation';
import { settleDuePayments } from '../rules/payments';
import { checkTrademarkName, requireTrademarkName } from '../rules/prohibitedMarks';
import { formatChinaTime } from '../../domain/rules/time';

export const SEARCH_NEEDS_KEYWORD = '请输入搜索关键词';
export const IMAGE_NEEDS_NAME = '请输入商标名称';

/** Free text kept as one plain line (control characters become spaces), not yet checked. */
const line = (label: string, maxLength = 2000): Param<string> => ({
    label,
    parse(raw, field) {
        if (raw.length > maxLength)
            throw refused(`${label}（${field}）不能超过 ${maxLength} 个字符`);
        return plainText(raw);
    },
});

/** A big class code that exists ('01' … '45'). */
const niceClassCode: Param<string> = {
    label: '商标大类',
    parse(raw, field) {
        const code = raw.trim();
        if (!niceCatalog().byCode.has(code)) throw refused(`商标大类（${field}）不存在：${code}`);
        return code;
    },
};

const CLASSIFICATION_PARAMS = { parentCode: niceClassCode };
const SEARCH_PARAMS = {
    keyword: line('搜索关键词', 200),
    limit: integer('返回条数', 1, SEARCH_MAX_HITS),
};
const SUGGEST_DEFAULT = 5;
const SUGGEST_MAX = 10;
/** 描述您的业务: a description of the business; an empty one has no suggestions */
const SUGGEST_PARAMS = {
    text: line('业务描述', DESCRIPTION_MAX),
    limit: integer('返回条数', 1, SUGGEST_MAX),
};
const NAME_PARAMS = { trademarkName: line('商标名称') };
const SIMILAR_PARAMS = {
    trademarkName: line('商标名称'),
    groups: line('类似群', 1000),
    classes: line('商标大类', 200),
};
const DUPLICATE_PARAMS = {
    trademarkName: line('商标名称'),
    classification: { label: '商标分类', parse: (raw: string) => raw } satisfies Param<string>,
};

export const registerWizardRoutes = (app: Express, ctx: AppContext): void => {
    // Built now, so the first picker and search answer at once.
    niceCatalog();
    niceSearchIndex();
    warmExamination();

    /** The duplicate check of a name in chosen classes: the agency's orders and the register. */
    const examine = async (
        spId: number,
        name: string,
        chosen: ReturnType<typeof resolveClasses>,
    ): Promise<DuplicateCheck> => {
        const similar = await searchRegister(ctx.store, { name, ...searchScopeOf(chosen) });
        return duplicateCheck(
            ctx.store.read(q => duplicateGroups(q, spId, name, chosen)),
            similar,
        );
    };

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
        authedRoute(ctx, (req): NiceSearchAnswer => {
            const { keyword, limit } = parseParams(req.query, SEARCH_PARAMS);
            if (!keyword) throw refused(SEARCH_NEEDS_KEYWORD);
            return searchNiceItems(keyword, limit ?? SEARCH_MAX_HITS);
        }),
    );

    app.get(
        '/api/suggestClasses',
        authedRoute(ctx, (req): ClassSuggestion[] => {
            const { text, limit } = parseParams(req.query, SUGGEST_PARAMS);
            return suggestClasses((text ?? '').trim(), limit ?? SUGGEST_DEFAULT);
        }),
    );

    app.get(
        '/api/queryServiceUnitPrice',
        authedRoute(ctx, (req): UnitPrices => {
            parseParams(req.query, {});
            return unitPricesInYuan(ctx.store.read(q => q.prices.get()));
        }),
    );

    app.get(
        '/api/checkTrademarkName',
        authedRoute(ctx, (req): NameCheck => {
            const params = parseParams(req.query, NAME_PARAMS);
            return checkTrademarkName(requireTrademarkName(params.trademarkName, '请填写商标名称'));
        }),
    );

    app.get(
        '/api/checkDuplicateClassification',
        authedRoute(ctx, (req, auth): Promise<DuplicateCheck> => {
            const params = parseParams(req.query, DUPLICATE_PARAMS);
            const name = requireTrademarkName(params.trademarkName, '请填写商标名称');
            const text = requireParam(params.classification, '商标分类', 'classification');
            const chosen = resolveClasses(
                parseClassificationText(text, 'classification', '商标分类'),
            );
            return examine(auth.user.spId, name, chosen);
        }),
    );

    // Our extension: 批量申报's checks of many names at once, each answered as the two calls
    // above answer it (one request for a chunk of rows rather than two per row).
    app.post(
        '/api/checkNames',
        authedRoute(ctx, async (req, auth): Promise<NamesCheck[]> => {
            parseParams(req.query, {});
            const rows = parseCheckNamesBody(req.body).map(row => {
                const name = requireTrademarkName(
                    typeof row.trademarkName === 'string' ? row.trademarkName : undefined,
                    '请填写商标名称',
                );
                return { name, chosen: resolveClasses(row.classes) };
            });
            const checks: NamesCheck[] = [];
            for (const { name, chosen } of rows) {
                checks.push({
                    name: checkTrademarkName(name),
                    similarity: await examine(auth.user.spId, name, chosen),
                });
            }
            return checks;
        }),
    );

    // Our extension: the register searched for a name in the similar groups (or whole classes)
    // given, without filing anything (近似查询).
    app.get(
        '/api/searchSimilarMarks',
        authedRoute(ctx, async (req): Promise<SimilarMarksAnswer> => {
            const params = parseParams(req.query, SIMILAR_PARAMS);
            const name = requireTrademarkName(params.trademarkName, '请填写商标名称');
            const groups = groupsToSearch(params.groups ?? '', params.classes ?? '');
            const elements = await searchRegister(ctx.store, {
                name,
                scope: scopeOfGroups(groups),
            });
            return { elements, totalElements: elements.length };
        }),
    );

    app.post(
        '/api/file/autoTrademarkImage',
        authedRoute(ctx, async (req, auth): Promise<TrademarkImageAnswer> => {
            const params = parseParams(req.query, NAME_PARAMS);
            const name = requireTrademarkName(params.trademarkName, IMAGE_NEEDS_NAME);
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
            return makeEntrustLetter(ctx.store, auth.user.spId, fields, ctx.config.now());
        }),
    );

    app.post(
        '/api/createTrademarkOrder',
        authedRoute(ctx, (req, auth): Order => {
            parseParams(req.query, {});
            const input = parseOrderBody(req.body);
            const now = ctx.config.now();
            // A top-up that autopay has made due counts before the balance is checked, as it
            // would for the balance shown on the account page.
            settleDuePayments(ctx.store, ctx.autopayMs, now);
            return actingAs(ctx.store, actorOf(auth, req.ip ?? ''), () =>
                fileOrder(ctx.store, { spId: auth.user.spId, userId: auth.user.id }, input, now),
            );
        }),
    );
};
