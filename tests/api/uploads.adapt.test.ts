/** `sebe_engine/api/file/uploadAdapt`: ID cards, licences and passports. */
import { describe, expect, it } from 'vitest';
import type { UploadAdaptAnswer } from '../../domain/types/documents';
import { expectError, expectOk, withTestServer } from './harness';
import type { Query } from './harness';
import { ADAPT, FORMAT } from './support/uploadCalls';
import { jpeg, jpegOfSize, pdf, png } from './support/samples';

const ctx = withTestServer({}, ['admin']);

describe('uploadAdapt', () => {
    it('stores an ID card, licence or passport image and answers its pixel size', async () => {
        for (const fileType of [1, 2, 3] as const) {
            const answer = expectOk(
                await ctx.admin.upload<UploadAdaptAnswer>(ADAPT, { fileType, discern: 0 }, [
                    { fileName: 'card.png', data: png(856, 540) },
                ]),
            );
            expect(answer).toMatchObject({ width: 856, height: 540, discerned: false, msg: '' });
            const row = ctx.server.readDb().files.find(f => f.ossKey === answer.ossKey);
            expect(row?.policy).toBe(['ID_CARD', 'LICENCE', 'PASSPORT'][fileType - 1]);
        }
    });

    it('with discern=1 reads nothing offline, says so and fills nothing', async () => {
        const answer = expectOk(
            await ctx.admin.upload<UploadAdaptAnswer>(ADAPT, { fileType: 1, discern: 1 }, [
                { fileName: '身份证正面.jpg', data: jpeg(856, 540) },
            ]),
        );
        expect(answer).toMatchObject({
            fileName: '身份证正面.jpg',
            width: 856,
            height: 540,
            discerned: false,
            msg: '离线环境无法识别证件内容，请手动填写',
            applyName: '',
            applyNumber: '',
            address: '',
            postcode: '',
            provinceName: '',
        });
    });

    it('refuses PDFs, oversize files and bad parameters', async () => {
        const send = (query: Query, fileName: string, data: Uint8Array) =>
            ctx.admin.upload(ADAPT, query, [{ fileName, data }]);
        expectError(await send({ fileType: 3 }, 'passport.pdf', pdf()), 415, FORMAT);
        expectError(
            await send({ fileType: 2 }, 'licence.jpg', jpegOfSize(3 * 1024 * 1024)),
            413,
            '上传文件大小不能超过2M',
        );
        expectError(await send({}, 'a.png', png()), 400, '缺少参数：证件类型（fileType）');
        expectError(
            await send({ fileType: 4 }, 'a.png', png()),
            400,
            /证件类型（fileType）只能是 1、2、3 之一/,
        );
        expectError(
            await send({ fileType: 1, discern: 2 }, 'a.png', png()),
            400,
            /自动识别（discern）/,
        );
    });
});
