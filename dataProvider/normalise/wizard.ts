/**
 * The wizard's calls: the classification, the unit prices, the name and class
 * checks, generated files and uploads.
 */
import { MalformedAnswerError } from '../httpClient';
import type {
    DuplicateCheck,
    NameCheck,
    NamesCheck,
    NiceClass,
    NiceGroup,
    NiceItem,
    NiceSearchHit,
    MarkStatus,
    SimilarMark,
    SimilarMarksAnswer,
} from '../../domain/types/classification';
import type { FileRef, UploadAdaptAnswer } from '../../domain/types/documents';
import type { UnitPrices } from '../../domain/types/money';
import { fileRef } from './files';
import { classCode, isObject, list, numberOrNull, objectOf, pick, text, textList } from './read';
import type { Raw } from './read';
import type { NiceSearchResult } from '../records';

const arrayOf = (call: string, value: unknown, expected: string): Raw[] => {
    if (!Array.isArray(value)) throw new MalformedAnswerError(call, expected, 200);
    return value.filter(isObject);
};

const node = (raw: Raw) => ({
    parentCode: classCode(raw.parentCode),
    classificationCode: classCode(raw.classificationCode),
    classificationName: text(raw.classificationName),
    officialCode: text(raw.officialCode) || classCode(raw.classificationCode),
    total: numberOrNull(raw.total) ?? 0,
});

/** The 45 big classes; `description` (the class heading) is ours and may be missing. */
export const toNiceClasses = (call: string, value: unknown): NiceClass[] =>
    arrayOf(call, value, '[{classificationCode, classificationName, ...}]').map(raw => ({
        ...node(raw),
        description: text(raw.description),
    }));

const toItem = (raw: Raw): NiceItem => ({
    classificationCode: text(raw.classificationCode),
    classificationName: text(raw.classificationName),
    officialCode: text(pick(raw, 'officialCode', 'classificationCode')),
});

/** A class's similar groups with their items (`mins`). */
export const toNiceGroups = (call: string, value: unknown): NiceGroup[] =>
    arrayOf(call, value, '[{classificationCode, mins: [...]}]').map(raw => {
        const mins = list(raw.mins).filter(isObject).map(toItem);
        return { ...node(raw), total: numberOrNull(raw.total) ?? mins.length, mins };
    });

/** Our item search's hits (an extension). */
const toSearchHit = (raw: Raw): NiceSearchHit => ({
    cls: classCode(raw.cls),
    clsName: text(raw.clsName),
    groupCode: text(raw.groupCode),
    groupName: text(raw.groupName),
    code: text(raw.code),
    name: text(raw.name),
});

/**
 * The search's hits and how many matched: `{elements, totalElements}`, or a bare list of hits
 * (a backend that does not count them: the total is then unknown).
 */
export const toSearchHits = (call: string, value: unknown): NiceSearchResult => {
    const expected = '{elements: [{cls, code, name, ...}], totalElements}';
    if (Array.isArray(value)) {
        return { hits: arrayOf(call, value, expected).map(toSearchHit), total: null };
    }
    const raw = objectOf(call, value, expected);
    const hits = arrayOf(call, raw.elements, expected).map(toSearchHit);
    const total = numberOrNull(raw.totalElements);
    return { hits, total: total === null ? null : Math.max(total, hits.length) };
};

export const toUnitPrices = (call: string, value: unknown): UnitPrices => {
    const expected = '{trademarkRegistClassUnitPrice, trademarkRegistMinUnitPrice}';
    const raw = objectOf(call, value, expected);
    const classPrice = numberOrNull(raw.trademarkRegistClassUnitPrice);
    const itemPrice = numberOrNull(raw.trademarkRegistMinUnitPrice);
    if (classPrice === null || itemPrice === null)
        throw new MalformedAnswerError(call, expected, 200);
    return { trademarkRegistClassUnitPrice: classPrice, trademarkRegistMinUnitPrice: itemPrice };
};

const result = (value: unknown) => text(value).trim().toUpperCase();

/** `checkTrademarkName`: BLOCK stops the order; anything else lets it go on. */
export const toNameCheck = (call: string, value: unknown): NameCheck => {
    const raw = objectOf(call, value, '{Result, Message}');
    const Result = result(raw.Result);
    return {
        Result: Result === 'BLOCK' || Result === 'WARN' ? Result : 'PASS',
        Message: text(raw.Message),
    };
};

/** An earlier mark of `SimilarMarks` (ours), or null when it is not one. */
const toSimilarMark = (value: unknown): SimilarMark | null => {
    if (!isObject(value)) return null;
    const verdict = text(value.verdict);
    const rules = Array.isArray(value.rules)
        ? value.rules
              .filter(isObject)
              .map(rule => ({ id: text(rule.id), reason: text(rule.reason) }))
        : [];
    const name = text(value.name);
    if (!name || (verdict !== 'similar' && verdict !== 'risk')) return null;
    return {
        name,
        cls: text(value.cls),
        groups: textList(value.groups),
        sharedGroups: textList(value.sharedGroups),
        appNo: text(value.appNo),
        appDate: text(value.appDate),
        verdict,
        rules,
        ...markExtras(value),
    };
};

const STATUSES: readonly MarkStatus[] = ['pending', 'registered', 'refused'];

/** Our register's extras on an earlier mark: its status, its goods, the note it was found by. */
const markExtras = (value: Raw): Partial<SimilarMark> => {
    const status = text(value.status) as MarkStatus;
    const goods = textList(value.goods);
    const total = numberOrNull(value.goodsTotal);
    const note = isObject(value.viaNote) ? value.viaNote : undefined;
    return {
        ...(STATUSES.includes(status) && { status }),
        ...(goods.length > 0 && { goods }),
        ...(total !== null && total >= goods.length && goods.length > 0 && { goodsTotal: total }),
        ...(note &&
            text(note.group) &&
            text(note.text) && { viaNote: { group: text(note.group), text: text(note.text) } }),
    };
};

/**
 * `checkDuplicateClassification`: the groups at risk, as a list; with our extension, the
 * earlier marks behind them (absent when the backend does not send them).
 */
export const toDuplicateCheck = (call: string, value: unknown): DuplicateCheck => {
    const raw = objectOf(call, value, '{Result, Message, Data}');
    const data = isObject(raw.Data) ? raw.Data : {};
    const duplicate = isObject(data.DuplicateSecondaryClassification)
        ? data.DuplicateSecondaryClassification
        : {};
    const groups = textList(duplicate.SecondaryClassification);
    const similar = Array.isArray(data.SimilarMarks)
        ? data.SimilarMarks.map(toSimilarMark).filter(mark => mark !== null)
        : undefined;
    return {
        Result: result(raw.Result) === 'WARN' || groups.length > 0 ? 'WARN' : 'PASS',
        Message: text(raw.Message),
        Data: {
            DuplicateSecondaryClassification: { SecondaryClassification: groups },
            ...(similar && { SimilarMarks: similar }),
        },
    };
};

/** `checkNames` (ours): each name's two checks, read as the single calls' answers are. */
export const toNamesChecks = (call: string, value: unknown): NamesCheck[] =>
    arrayOf(call, value, '[{name, similarity}]').map(raw => ({
        name: toNameCheck(call, raw.name),
        similarity: toDuplicateCheck(call, raw.similarity),
    }));

/** `searchSimilarMarks` (ours): the earlier marks near a name. */
export const toSimilarMarks = (call: string, value: unknown): SimilarMarksAnswer => {
    const raw = objectOf(call, value, '{elements, totalElements}');
    const elements = Array.isArray(raw.elements)
        ? raw.elements.map(toSimilarMark).filter(mark => mark !== null)
        : [];
    return { elements, totalElements: elements.length };
};

/** A generated file (`url`, maybe `ossKey` and `fileName`), or the URL alone. */
export const toFileAnswer = (call: string, value: unknown): FileRef => {
    const file = fileRef(value);
    if (!file?.url) throw new MalformedAnswerError(call, '{url}', 200);
    return file;
};

/** An upload the server refused without an error status: its `msg` is shown in an alert. */
export class UploadRefusedError extends Error {
    constructor(message: string) {
        super(message);
        this.name = 'UploadRefusedError';
    }
}

/** Both upload calls: the stored file plus what the office's engine read. */
export const toUploadAnswer = (call: string, value: unknown): UploadAdaptAnswer => {
    const raw = objectOf(call, value, '{url, fileName, ossKey}');
    const file = fileRef(raw);
    // An answer without url is refused with the server's msg, in an alert (docs/rules.md, uploads).
    if (!file?.url) throw new UploadRefusedError(text(raw.msg) || '操作失败');
    return {
        ...file,
        applyName: text(raw.applyName),
        applyNumber: text(raw.applyNumber),
        address: text(raw.address),
        postcode: text(raw.postcode),
        provinceName: text(raw.provinceName),
        msg: text(raw.msg),
        width: numberOrNull(raw.width),
        height: numberOrNull(raw.height),
        discerned: raw.discerned === true,
    };
};

/**
 * The number of the order a filing created, when the backend answers with the order (ours
 * does); null when it answers nothing, as the provider's call shows no answer.
 */
export const toFiledOrderNumber = (_call: string, value: unknown): string | null => {
    const orderId = isObject(value) ? text(value.orderId).trim() : '';
    return orderId || null;
};
