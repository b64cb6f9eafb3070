/**
 * `checkTrademarkName` (docs/api.md, "Name check"): words a trademark may not contain, after
 * the Trademark Law of the PRC (《商标法》, 2019) art. 10. BLOCK stops the wizard with the message;
 * WARN is a risk the user may accept; PASS otherwise.
 *
 * The list is ours and deliberately short: the signs of art. 10 para. 1 that are words (the
 * State's name, flag, emblem, anthem; central state organs' seats; international organisations;
 * the Red Cross and Red Crescent; protected Olympic marks; 特供/专供, which the office refuses
 * under item 8), plus superlatives and "official" claims the office often refuses as deceptive
 * (item 7) as WARN. Matching ignores case, full-/half-width, white space and punctuation, so
 * `中 国`, `中·国` and `ＣＨＩＮＡ` are found too.
 */
import { validateTrademark } from '../../domain/rules/order';
import type { NameCheck } from '../../domain/types/classification';
import { refused } from './errors';
import { WORD_MARK_TYPE } from '../../domain/states/markTypes';

export type MarkLevel = 'BLOCK' | 'WARN';

export interface ProhibitedMark {
    word: string;
    level: MarkLevel;
    /** why, as the message says it */
    reason: string;
}

const STATE =
    '与中华人民共和国的国家名称、国旗、国徽、国歌等相同或者近似（《商标法》第十条第一款第（一）项）';
const STATE_SITE =
    '与中央国家机关所在地特定地点的名称或者标志性建筑物的名称相同（《商标法》第十条第一款第（一）项）';
const MILITARY =
    '与中华人民共和国的军旗、军徽、军歌、勋章等相同或者近似（《商标法》第十条第一款第（一）项）';
const INTERNATIONAL = '与政府间国际组织的名称相同或者近似（《商标法》第十条第一款第（三）项）';
const RED_CROSS = '与“红十字”“红新月”的名称、标志相同或者近似（《商标法》第十条第一款第（五）项）';
const OLYMPIC = '属于受《奥林匹克标志保护条例》保护的奥林匹克标志';
const ADVERSE = '容易误导公众、产生不良影响（《商标法》第十条第一款第（八）项）';
const DECEPTIVE =
    '属于绝对化或夸大性用语，容易使公众对商品或服务的质量等特点产生误认（《商标法》第十条第一款第（七）项）';
const OFFICIAL =
    '容易使公众误认为与国家机关或官方认证有关（《商标法》第十条第一款第（七）、（八）项）';

const block = (reason: string, words: readonly string[]): ProhibitedMark[] =>
    words.map(word => ({ word, level: 'BLOCK', reason }));
const warn = (reason: string, words: readonly string[]): ProhibitedMark[] =>
    words.map(word => ({ word, level: 'WARN', reason }));

export const PROHIBITED_MARKS: readonly ProhibitedMark[] = [
    ...block(STATE, [
        '中华人民共和国',
        '中国',
        '中华',
        'CHINA',
        '国旗',
        '国徽',
        '国歌',
        '义勇军进行曲',
    ]),
    ...block(STATE_SITE, ['中南海', '天安门', '新华门', '人民大会堂', '紫光阁', '钓鱼台国宾馆']),
    ...block(MILITARY, ['八一', '军旗', '军徽', '军歌', '勋章', '解放军']),
    ...block(INTERNATIONAL, [
        '联合国',
        'UNITED NATIONS',
        '世界贸易组织',
        '世界卫生组织',
        '国际奥委会',
        '欧洲联盟',
    ]),
    ...block(RED_CROSS, ['红十字', '红新月', 'RED CROSS', 'RED CRESCENT']),
    ...block(OLYMPIC, ['奥林匹克', '奥运', 'OLYMPIC']),
    ...block(ADVERSE, ['特供', '专供']),
    ...warn(DECEPTIVE, [
        '最好',
        '最佳',
        '最优',
        '最强',
        '第一',
        '顶级',
        '极品',
        '首选',
        '第一品牌',
        '全球领先',
    ]),
    ...warn(OFFICIAL, ['国家级', '国字号', '国家免检', '部级', '官方认证', '驰名商标']),
];

/** The form names and words are compared in: NFKC, lower case, no white space or punctuation. */
export const normalizeMarkText = (text: string): string =>
    text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\s\p{P}\p{S}]+/gu, '');

const NORMALIZED = PROHIBITED_MARKS.map(mark => ({
    ...mark,
    key: normalizeMarkText(mark.word),
})).filter(mark => mark.key !== '');

export const NAME_PASS_MSG = '未发现《商标法》第十条禁止作为商标使用的词语';

/**
 * The verdict on a (trimmed, non-empty) trademark name: the first BLOCK word found (the
 * longest one when several overlap, e.g. 中华人民共和国 before 中华), else the first WARN word.
 */
export const checkTrademarkName = (name: string): NameCheck => {
    const text = normalizeMarkText(name);
    for (const level of ['BLOCK', 'WARN'] as const) {
        const found = NORMALIZED.filter(mark => mark.level === level && text.includes(mark.key));
        if (found.length === 0) continue;
        const mark = found.reduce((a, b) => (b.key.length > a.key.length ? b : a));
        return level === 'BLOCK'
            ? {
                  Result: 'BLOCK',
                  Message: `商标名称含有“${mark.word}”，${mark.reason}，不得作为商标使用，请修改商标名称`,
              }
            : {
                  Result: 'WARN',
                  Message: `商标名称含有“${mark.word}”，${mark.reason}，存在被驳回的风险`,
              };
    }
    return { Result: 'PASS', Message: NAME_PASS_MSG };
};

/**
 * A word or combined mark's name by the shared rule: present (else `missingMsg`) and within
 * its length; the name itself.
 */
export const requireTrademarkName = (name: string | undefined, missingMsg: string): string => {
    const problem = validateTrademark({
        trademarkType: WORD_MARK_TYPE,
        trademarkName: name ?? '',
    }).trademarkName;
    if (problem) throw refused(name ? problem : missingMsg);
    return name ?? '';
};
