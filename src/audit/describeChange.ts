/**
 * A record of 操作日志 in words, as the pages say it. Its states before and after as short lines,
 * `label：before → after`, each state named as the portal names it (订单状态, 余额(元)…), codes as
 * their labels (审核通过, not 3), amounts in yuan with thousands separated (an amount moved with
 * its sign), people by their true names and an applicant by its name, the number only where the
 * page cannot name it; a state that did not change says nothing. A state the portal does not
 * know shows under its own key, as it came. The record's object and who acted, named likewise.
 */
import type { AuditRecord } from '../../dataProvider/records';
import { isIncome, isMoneyDirection } from '../../domain/rules/money';
import { EMPTY_MARK, formatMoney, formatSignedMoney } from '../common/format';
import { fillIn } from '../i18n/format';
import {
    classLabel,
    INANDEX_TYPE_LABELS,
    LIST_SEPARATOR,
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    TRADE_TYPE_LABELS,
} from '../i18n/labels';
import { auditMessages } from '../i18n/messages/audit';
import { NO_NAMES } from './auditNames';
import type { AuditNames } from './auditNames';

type State = Record<string, unknown>;

const FIELDS: Record<string, string> = auditMessages.fields;
const CODES: Record<string, Record<string | number, string>> = {
    state: ORDER_STATE_LABELS,
    supplementState: SUPPLEMENT_STATE_LABELS,
    inandexType: INANDEX_TYPE_LABELS,
    tradeType: TRADE_TYPE_LABELS,
    login_style: auditMessages.loginStyles,
    channel: auditMessages.channels,
};

const numbered = (id: unknown) => fillIn(auditMessages.numbered, { id: String(id) });

/** One 申请人 line: the record's applicant name, its number only when the name is missing. */
const applicantNamed = (state: State | null): State | null => {
    if (!state || !('applicantTbId' in state)) return state;
    const { applicantTbId, ...rest } = state;
    if (typeof rest.applicant === 'string' && rest.applicant) return rest;
    return applicantTbId === null || applicantTbId === undefined
        ? rest
        : { ...rest, applicant: numbered(applicantTbId) };
};

const isFen = (value: unknown): value is number => typeof value === 'number';

const show = (key: string, value: unknown, state: State, names: AuditNames): string => {
    if (value === undefined || value === null) return EMPTY_MARK;
    if (key === 'moneyFen' && isFen(value) && isMoneyDirection(state.inandexType))
        return formatSignedMoney(value / 100, isIncome(state.inandexType));
    if (key.endsWith('Fen') && isFen(value)) return formatMoney(value / 100);
    if (key === 'forbidChangePasswordUserIds' && Array.isArray(value)) {
        const who = value.map(id => (typeof id === 'number' && names.userById(id)) || numbered(id));
        return who.length ? who.join(LIST_SEPARATOR) : EMPTY_MARK;
    }
    const code = CODES[key]?.[value as string | number];
    if (code) return code;
    if (Array.isArray(value)) return value.length ? value.join(LIST_SEPARATOR) : EMPTY_MARK;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** 收支类型 beside an amount is the amount's sign: not said twice. */
const saidBySign = (key: string, state: State | null) =>
    key === 'inandexType' && isFen(state?.moneyFen);

/** A record's kind as the portal names it (提交订单…); a kind it does not know, as it came. */
export const auditKindLabel = (kind: unknown): string =>
    (auditMessages.kinds as Record<string, string>)[String(kind)] ?? String(kind);

export const describeChange = (
    rawBefore: State | null,
    rawAfter: State | null,
    names: AuditNames = NO_NAMES,
): string[] => {
    const before = applicantNamed(rawBefore);
    const after = applicantNamed(rawAfter);
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return keys.flatMap(key => {
        if (saidBySign(key, before) || saidBySign(key, after)) return [];
        const was = before?.[key];
        const now = after?.[key];
        const label = `${FIELDS[key] ?? key}${auditMessages.separator}`;
        const wasText = () => show(key, was, before ?? {}, names);
        const nowText = () => show(key, now, after ?? {}, names);
        // only what the change set: a fact of it (an amount moved), not a state it changed
        if (was === undefined) return now === undefined ? [] : [`${label}${nowText()}`];
        if (now === undefined)
            return after === null
                ? [`${label}${wasText()}`]
                : [`${label}${wasText()} → ${EMPTY_MARK}`];
        if (same(was, now)) return [];
        return [`${label}${wasText()} → ${nowText()}`];
    });
};

/** The class list `09,35` a risk acknowledgement names its mark with, as 第9类、第35类. */
const MARK_WITH_CLASSES = /^(.*) \(([\w,]+)\)$/;

const ORDER_KINDS = new Set([
    'orderSubmit',
    'orderClose',
    'applicantReselect',
    'correctionAnswer',
    'correctionAbandon',
]);

/** What a record is about, named by what it is: 订单 TM…, 充值 PAY…, 机构设置, 用户 张伟… */
export const describeObject = (record: AuditRecord, names: AuditNames = NO_NAMES): string => {
    const { kind, object } = record;
    if (!object) return EMPTY_MARK;
    const objects = auditMessages.objects;
    if (ORDER_KINDS.has(kind)) return fillIn(objects.order, { id: object });
    if (kind === 'money') {
        const topUp = record.after?.tradeType === 1;
        return fillIn(topUp ? objects.topUp : objects.order, { id: object });
    }
    if (kind === 'topUpStart') return fillIn(objects.topUp, { id: object });
    if (kind === 'settingsChange') return objects.settings;
    if (kind === 'passwordChange')
        return fillIn(objects.user, { name: names.userByLogin(object) ?? object });
    if (kind === 'riskAcknowledge') {
        const marked = MARK_WITH_CLASSES.exec(object);
        if (!marked) return fillIn(objects.mark, { name: object });
        const classes = marked[2].split(',').map(classLabel).join(LIST_SEPARATOR);
        return fillIn(objects.markOfClasses, { name: marked[1], classes });
    }
    return object;
};

/** Who acted: their true name where the page knows them, else the name the record keeps. */
export const describeActor = (record: AuditRecord, names: AuditNames = NO_NAMES): string =>
    (record.userId !== null && names.userById(record.userId)) ||
    record.userName ||
    auditMessages.system;

/** Where from: an IPv4 address as written (not its IPv6-mapped form, ::ffff:127.0.0.1). */
export const describeAddress = (address: string): string =>
    address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') || EMPTY_MARK;
