import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { raChineseMessages } from './raChinese';
import { portalMessages } from './zh';

/** `[key, value]` of every leaf of a nested message object. */
const leavesOf = (node: unknown, prefix = ''): [string, unknown][] =>
    node !== null && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) => leavesOf(value, `${prefix}${key}.`))
        : [[prefix.slice(0, -1), node]];

const leaves = leavesOf(portalMessages);

/** A Han character or a full-width punctuation mark. */
const CJK = '[\\u3400-\\u9fff\\uf900-\\ufaff\\u3000-\\u303f\\uff00-\\uffef]';
/** Between it and the mark: spaces, at most one placeholder. */
const GAP = '\\s*(?:%\\{\\w+\\}\\s*)?';
/** An ASCII . , : ; ? ! after Chinese text, or before it. */
const ENGLISH_MARK = new RegExp(`${CJK}${GAP}[.,:;?!]|[.,:;?!]${GAP}${CJK}`);

/**
 * Spec messages keep their exact words, marks included (none is in the catalogue today: the
 * password rule's 两次输入密码不一致! is the domain's).
 */
const SPEC_WORDINGS = new Set(['两次输入密码不一致!']);

describe('the portal’s message catalogue', () => {
    it('has a non-empty string at every leaf', () => {
        expect(leaves.length).toBeGreaterThan(100);
        const bad = leaves
            .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
            .map(([key]) => key);
        expect(bad).toEqual([]);
    });

    it('writes its placeholders as %{name}, the form the translator fills', () => {
        const malformed = leaves
            .filter(([, value]) => /(^|[^%])\{\w*\}|%\{(?!\w+\})/.test(String(value)))
            .map(([key]) => key);
        expect(malformed).toEqual([]);
    });

    it('is what the provider answers for every key (nothing of react-admin’s shadows it)', () => {
        const differing = leaves
            .filter(([, value]) => !String(value).includes('%{'))
            .filter(([key, value]) => i18nProvider.translate(key) !== value)
            .map(([key]) => key);
        expect(differing).toEqual([]);
    });

    it('writes Chinese with Chinese punctuation, its own and react-admin’s', () => {
        const english = [...leaves, ...leavesOf(raChineseMessages)]
            .filter(([, value]) => typeof value === 'string' && !SPEC_WORDINGS.has(value))
            .filter(([, value]) => ENGLISH_MARK.test(String(value)))
            .map(([key, value]) => `${key}: ${String(value)}`);
        expect(english).toEqual([]);
    });

    it('tells English punctuation in Chinese text from marks that belong there', () => {
        for (const text of ['表单输入无效. 请检查错误提示', '每页条数:', '您确定要删除 %{name}?'])
            expect(ENGLISH_MARK.test(text), text).toBe(true);
        for (const text of ['小于0.2M', 'JPG, PNG, BMP', 'pdf预览失败', '共 %{total} 条'])
            expect(ENGLISH_MARK.test(text), text).toBe(false);
    });

    it('keeps the wordings users are told word for word', () => {
        for (const [key, text] of [
            ['portal.login.usernameRequired', '请输入用户名'],
            ['portal.login.passwordRequired', '请输入密码'],
            ['portal.header.logoutConfirm', '确认退出吗？'],
            ['portal.applicants.deleteConfirm', '是否确认删除？'],
            ['portal.common.deleted', '删除成功'],
            ['portal.common.added', '添加成功'],
            ['portal.common.saved', '操作成功'],
            ['portal.common.failed', '操作失败'],
            ['portal.common.loadFailed', '获取信息失败'],
            ['portal.common.loadingHard', '拼命加载中'],
            ['portal.common.generating', '文件生成中'],
            ['portal.common.noData', '暂无数据'],
            ['portal.account.topUp.paid', '支付成功'],
            ['portal.documents.pdf.failed', 'pdf预览失败'],
        ]) {
            expect(i18nProvider.translate(key)).toBe(text);
        }
    });
});
