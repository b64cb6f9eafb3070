/** Applicants: read, save (create and update), delete, and the legal notice to sign. */
import { APPLICANT_INPUT_FIELDS } from '../../domain/types/applicants';
import { toApplicant, toSavedApplicant } from '../normalise/applicants';
import { toFileAnswer } from '../normalise/wizard';
import { row, nothing } from './row';

export const APPLICANT_CALLS = {
    describeApplicant: row({
        method: 'GET',
        path: '/api/describeApplicant',
        query: ['id'],
        fallback: '获取信息失败',
        origin: 'spec',
        request: (id: number | string) => ({ query: { id: String(id) } }),
        answer: toApplicant,
    }),
    /** create (no id), update (with id); the spec shows no answer */
    createApplicant: row({
        method: 'POST',
        path: '/api/createApplicant',
        body: APPLICANT_INPUT_FIELDS,
        fallback: '申请人信息更新失败',
        origin: 'spec',
        request: (applicant: Record<string, unknown>) => ({ body: applicant }),
        answer: (call, raw, applicant) => toSavedApplicant(call, raw, applicant),
    }),
    deleteApplicant: row({
        method: 'PUT',
        path: '/api/deleteApplicant',
        query: ['id'],
        fallback: '删除失败',
        origin: 'spec',
        request: (id: number | string) => ({ query: { id: String(id) } }),
        answer: nothing,
    }),
    downloadLegalNotice: row({
        method: 'POST',
        path: '/api/downloadLegalNotice',
        body: ['applicant'],
        fallback: '生成失败',
        origin: 'spec',
        request: (applicant: string) => ({ body: { applicant } }),
        answer: toFileAnswer,
    }),
} as const;
