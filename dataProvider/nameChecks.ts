/**
 * 批量申报's checks of many names, each answered as the wizard's step 1 checks one: the name
 * check and the similarity check (similarity.ts). Our backend's `checkNames` answers a chunk of
 * names in one request; a backend without it (404) is asked the two spec calls for each name,
 * PARALLEL names at a time, as the wizard would.
 */
import type { NameCheck, NamesCheck } from '../domain/types/classification';
import { MalformedAnswerError } from './httpClient';
import { UnsupportedCallError } from './invoke';
import { mapLimited } from './niceData';
import type { SimilarityCheck } from './similarity';

/** Names asked about at once when each takes its own two calls. */
const PARALLEL = 8;

export interface NameToCheck {
    trademarkName: string;
    /** `{class: "comma item codes"}`, as the wire writes an order's items */
    classification: Record<string, string>;
}

export interface NameChecked {
    name: NameCheck;
    similarity: SimilarityCheck;
}

export interface NameCheckCalls {
    checkNames(rows: NameToCheck[]): Promise<NamesCheck[]>;
    checkTrademarkName(name: string): Promise<NameCheck>;
    checkSimilarity(name: string, classification: Record<string, string>): Promise<SimilarityCheck>;
}

export const createNamesCheck = (calls: NameCheckCalls) => {
    let backendChecksMany = true;
    const one = async (row: NameToCheck): Promise<NameChecked> => {
        const [name, similarity] = await Promise.all([
            calls.checkTrademarkName(row.trademarkName),
            calls.checkSimilarity(row.trademarkName, row.classification),
        ]);
        return { name, similarity };
    };
    return async (rows: NameToCheck[]): Promise<NameChecked[]> => {
        if (backendChecksMany) {
            try {
                const answers = await calls.checkNames(rows);
                if (answers.length !== rows.length)
                    throw new MalformedAnswerError('checkNames', `${rows.length} answers`, 200);
                return await Promise.all(
                    answers.map(async (answer, at) => {
                        const marks = answer.similarity.Data.SimilarMarks;
                        // an answer without the examination's marks is examined as the wizard does
                        if (!marks) return one(rows[at]!);
                        return {
                            name: answer.name,
                            similarity: { ...answer.similarity, examinedBy: 'register', marks },
                        };
                    }),
                );
            } catch (error) {
                if (!(error instanceof UnsupportedCallError)) throw error;
                backendChecksMany = false;
            }
        }
        return mapLimited(rows, PARALLEL, one);
    };
};
