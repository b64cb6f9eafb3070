/**
 * The demo accounts (docs/api.md, "The mock server": admin / Admin@123, agent / Agent@123,
 * other / Other@123),
 * plus a second agent so the agency settings have users to pick from.
 */
import { formatChinaTime } from '../../domain/rules/time';
import type { UserRow } from '../db';
import { hashPasswordDigest, sha256Hex } from '../rules/passwords';
import { daysAgo } from './context';
import type { SeedContext } from './context';

// prettier-ignore
const USERS: readonly (Omit<UserRow, 'passwordHash' | 'createTime'> & { password: string })[] = [
    { id: 1, spId: 1, name: 'admin', password: 'Admin@123', trueName: '张伟', email: 'zhangwei@zhilian-ip.cn', role: 'admin' },
    { id: 2, spId: 1, name: 'agent', password: 'Agent@123', trueName: '李娜', email: 'lina@zhilian-ip.cn', role: 'agent' },
    { id: 3, spId: 1, name: 'zhaolei', password: 'Agent@123', trueName: '赵磊', email: 'zhaolei@zhilian-ip.cn', role: 'agent' },
    { id: 4, spId: 2, name: 'other', password: 'Other@123', trueName: '刘洋', email: 'liuyang@shenzhi-ip.cn', role: 'admin' },
];

export const buildUsers = (ctx: SeedContext): UserRow[] =>
    USERS.map(({ password, ...user }) => ({
        ...user,
        // The client sends SHA-256(password); the salt comes from the seeded PRNG so the seed is repeatable.
        passwordHash: hashPasswordDigest(sha256Hex(password), Buffer.from(ctx.rng.hex(32), 'hex')),
        createTime: formatChinaTime(daysAgo(ctx, 90)),
    }));
