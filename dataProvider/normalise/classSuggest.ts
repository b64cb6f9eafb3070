/** `suggestClasses` (ours): the classes suggested for a description of the business. */
import { MalformedAnswerError } from '../httpClient';
import type { ClassSuggestion } from '../../domain/types/classification';
import { classCode, isObject, list, numberOrNull, text } from './read';

const EXPECTED =
    '[{cls, clsName, score, confidence, reason, groups: [{code, name}], items: [{code, name, groupCode, groupName, ticked}]}]';

/** 0–1; a backend that sends none (or not a number) vouches for nothing: 0, 仅供参考 */
const confidenceOf = (value: unknown): number => Math.min(1, Math.max(0, numberOrNull(value) ?? 0));

export const toClassSuggestions = (call: string, value: unknown): ClassSuggestion[] => {
    if (!Array.isArray(value)) throw new MalformedAnswerError(call, EXPECTED, 200);
    return value.map(raw => {
        if (!isObject(raw)) throw new MalformedAnswerError(call, EXPECTED, 200);
        const cls = classCode(raw.cls);
        if (!/^\d{2}$/.test(cls)) throw new MalformedAnswerError(call, EXPECTED, 200);
        return {
            cls,
            clsName: text(raw.clsName) || cls,
            score: numberOrNull(raw.score) ?? 0,
            confidence: confidenceOf(raw.confidence),
            reason: text(raw.reason),
            groups: list(raw.groups)
                .filter(isObject)
                .map(group => ({ code: text(group.code), name: text(group.name) }))
                .filter(group => group.code),
            items: list(raw.items)
                .filter(isObject)
                .map(item => ({
                    code: text(item.code),
                    name: text(item.name),
                    groupCode: text(item.groupCode),
                    groupName: text(item.groupName),
                    // never pre-ticked unless the backend says so
                    ticked: item.ticked === true,
                }))
                // an item without its code or group cannot be ticked in the picker
                .filter(item => item.code && item.name && item.groupCode),
        };
    });
};
