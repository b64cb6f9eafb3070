/**
 * Who and what 操作日志's records name, as the pages name them: a user by their true name (the
 * agency's users, as the 操作人 filter lists them, and the signed-in user), an applicant by the
 * name the record carries. What the page cannot name keeps its number.
 */
export interface AuditNames {
    /** a user's true name by id, when the page knows the user */
    userById(id: number): string | undefined;
    /** a user's true name by login name, when the page knows the user */
    userByLogin(login: string): string | undefined;
}

export interface KnownUser {
    id: number;
    name: string;
    trueName: string;
}

/** Names from the users the page could read; none known without them. */
export const auditNamesOf = (users: readonly KnownUser[]): AuditNames => {
    const byId = new Map<number, string>();
    const byLogin = new Map<string, string>();
    for (const user of users) {
        if (!user.trueName) continue;
        byId.set(user.id, user.trueName);
        byLogin.set(user.name, user.trueName);
    }
    return { userById: id => byId.get(id), userByLogin: login => byLogin.get(login) };
};

export const NO_NAMES: AuditNames = auditNamesOf([]);
