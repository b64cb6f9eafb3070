/** Sessions and users (DESIGN's login and privilege shapes, and our admin calls). */
import { MalformedAnswerError } from '../httpClient';
import type {
    AgencySettings,
    AgencyUser,
    LoginAnswer,
    PrivilegeAnswer,
    Purview,
    UserInfo,
} from '../../domain/types/account';
import { PURVIEWS } from '../../domain/types/account';
import { code, identifier, isObject, list, numberOrNull, objectOf, text } from './read';

const USER_SHAPE = '{id, name, trueName, role, ...}';

const toUser = (call: string, value: unknown): UserInfo => {
    const raw = objectOf(call, value, USER_SHAPE);
    const id = numberOrNull(raw.id);
    if (id === null) throw new MalformedAnswerError(call, USER_SHAPE, 200);
    const name = text(raw.name);
    return {
        id,
        name,
        trueName: text(raw.trueName) || name,
        email: text(raw.email),
        role: raw.role === 'admin' ? 'admin' : 'agent',
        spId: numberOrNull(raw.spId) ?? 0,
    };
};

export const toLoginAnswer = (call: string, value: unknown): LoginAnswer => {
    const raw = objectOf(call, value, '{token, user}');
    const token = text(raw.token).trim();
    if (!token) throw new MalformedAnswerError(call, '{token, user}', 200);
    return { token, user: toUser(call, raw.user) };
};

const isPurview = (value: unknown): value is Purview =>
    (PURVIEWS as readonly unknown[]).includes(value);

export const toPrivilege = (call: string, value: unknown): PrivilegeAnswer => {
    const raw = objectOf(call, value, USER_SHAPE);
    return {
        ...toUser(call, value),
        purviews: list(raw.purviews).filter(isPurview),
        changePasswordForbidden: raw.changePasswordForbidden === true,
    };
};

export const toSettings = (call: string, value: unknown): AgencySettings => {
    const raw = objectOf(call, value, '{login_style, forbidChangePasswordUserIds}');
    return {
        login_style: code<number>(raw.login_style, 2) === 1 ? 1 : 2,
        forbidChangePasswordUserIds: list(raw.forbidChangePasswordUserIds)
            .map(numberOrNull)
            .filter((id): id is number => id !== null),
    };
};

export const toAgencyUsers = (call: string, value: unknown): AgencyUser[] => {
    if (!Array.isArray(value)) throw new MalformedAnswerError(call, '[{id, name, ...}]', 200);
    return value
        .filter(isObject)
        .filter(raw => identifier(raw.id) !== null)
        .map(raw => {
            const { spId: _spId, ...user } = toUser(call, raw);
            return user;
        });
};
