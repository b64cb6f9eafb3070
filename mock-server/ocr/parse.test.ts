import { describe, expect, it } from 'vitest';
import { parseDocumentText } from './parse';

describe('parseDocumentText: the fields after the words a document prints', () => {
    it('reads an ID card, its address over two lines, the spaces OCR put between characters gone', () => {
        const text = [
            '姓 名 王 建国',
            '',
            '性别 男 民族 汉',
            '出生 1990 年 3 月 7 日',
            '住址 广东省深圳市南山区',
            '科技园路 1 号',
            '公民身份号码 4403 0519 9003 0712 3X',
        ].join('\n');
        expect(parseDocumentText(text, 1)).toEqual({
            applyName: '王建国',
            applyNumber: '44030519900307123X',
            address: '广东省深圳市南山区科技园路1号',
        });
    });

    it('mends letters OCR read in a number where only digits can be', () => {
        const text = '姓名：李娜\n公民身份号码：11O1O5196708O84765';
        expect(parseDocumentText(text, 1).applyNumber).toBe('110105196708084765');
    });

    it('reads a licence: its name, credit code and domicile', () => {
        const text = [
            '营业执照',
            '统一社会信用代码 91440300MA5FI2345X',
            '名称 深圳市 云帆 科技有限公司',
            '类型 有限责任公司',
            '住所 广东省深圳市南山区科技园路1号',
        ].join('\n');
        expect(parseDocumentText(text, 2)).toEqual({
            applyName: '深圳市云帆科技有限公司',
            // I is not in a credit code's alphabet: it was a 1
            applyNumber: '91440300MA5F12345X',
            address: '广东省深圳市南山区科技园路1号',
        });
    });

    it('finds nothing in text that is no document', () => {
        expect(parseDocumentText('', 1)).toEqual({ applyName: '', applyNumber: '', address: '' });
        expect(parseDocumentText('欢迎光临\n营业时间 9:00-18:00', 2)).toEqual({
            applyName: '',
            applyNumber: '',
            address: '',
        });
    });

    it('reads a passport’s number', () => {
        expect(parseDocumentText('中华人民共和国 护照\n护照号 E12345678', 3).applyNumber).toBe(
            'E12345678',
        );
    });
});
