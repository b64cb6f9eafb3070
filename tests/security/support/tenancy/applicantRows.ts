/** The sweep’s rows for the applicants’ calls. */
import { checksOf, gone } from './checks';
import type { Row } from './checks';
import type { Sweep } from './world';

export const applicantRows = (t: Sweep): Row[] => {
    const { refused, filtered, ownRowsOnly } = checksOf(t);
    return [
        {
            route: 'GET /api/listApplicants',
            aim: 'no filter: only agency 2’s applicants',
            run: ownRowsOnly('/api/listApplicants', 'applicants'),
        },
        {
            route: 'GET /api/listApplicants',
            aim: 'ApplicantName of an agency-1 applicant',
            run: filtered(
                '/api/listApplicants',
                () => ({ ApplicantName: t.fx.a1.namedApplicant.applicantName }),
                () => t.fx.a1.namedApplicant.id,
            ),
        },
        {
            route: 'GET /api/describeApplicant',
            aim: 'id of an agency-1 applicant',
            run: refused(
                () => t.other.get('/api/describeApplicant', { id: t.fx.a1.usableApplicant.id }),
                { status: 404, msg: '申请人不存在' },
                () => t.other.get('/api/describeApplicant', { id: t.fx.a2.applicant.id }),
            ),
        },
        {
            route: 'POST /api/createApplicant',
            aim: 'update: agency 2’s own applicant saved under an agency-1 id',
            run: refused(
                () =>
                    t.other.post('/api/createApplicant', {
                        ...t.fx.a2.applicant,
                        id: t.fx.a1.usableApplicant.id,
                    }),
                { status: 404, msg: '申请人不存在' },
                () => t.other.post('/api/createApplicant', t.fx.a2.applicant),
            ),
        },
        {
            route: 'POST /api/createApplicant',
            aim: 'create: a new applicant with an agency-1 legal document',
            run: refused(
                () =>
                    t.other.post('/api/createApplicant', {
                        ...t.fx.a2.applicant,
                        id: null,
                        applicantName: '新申请人',
                        sebeLegalNoticeOss: { ossKey: t.fx.a1.files.legal.ossKey },
                    }),
                { status: 400, msg: gone('法律文件') },
                () =>
                    t.other.post('/api/createApplicant', {
                        ...t.fx.a2.applicant,
                        sebeLegalNoticeOss: { ossKey: t.fx.a2.files.legal.ossKey },
                    }),
            ),
        },
        {
            route: 'PUT /api/deleteApplicant',
            aim: 'id of an agency-1 applicant without an open order',
            run: refused(
                () => t.other.put(`/api/deleteApplicant?id=${t.fx.a1.freeApplicant.id}`),
                { status: 404, msg: '申请人不存在' },
                () => t.admin.put(`/api/deleteApplicant?id=${t.fx.a1.freeApplicant.id}`),
            ),
        },
        {
            route: 'POST /api/downloadLegalNotice',
            aim: 'an agency-1 applicant id beside the name (the call takes a name only)',
            run: refused(
                () =>
                    t.other.post('/api/downloadLegalNotice', {
                        applicant: t.fx.a1.usableApplicant.applicantName,
                        id: t.fx.a1.usableApplicant.id,
                    }),
                { status: 400, msg: '不支持的参数：id' },
                () =>
                    t.other.post('/api/downloadLegalNotice', {
                        applicant: t.fx.a1.usableApplicant.applicantName,
                    }),
            ),
        },
        {
            route: 'POST /api/downloadEntrustFile',
            aim: 'an agency-1 applicant id beside the fields (the call takes text only)',
            run: refused(
                () =>
                    t.other.post('/api/downloadEntrustFile', {
                        applicant: t.fx.a1.usableApplicant.applicantName,
                        applicantTbId: t.fx.a1.usableApplicant.id,
                    }),
                { status: 400, msg: '不支持的参数：applicantTbId' },
                () =>
                    t.other.post('/api/downloadEntrustFile', {
                        applicant: t.fx.a1.usableApplicant.applicantName,
                    }),
            ),
        },
    ];
};
