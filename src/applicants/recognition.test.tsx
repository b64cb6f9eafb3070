/** 新增申请人 filled from a recognised licence (recognition.tsx). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usccCheck } from '../../domain/rules/identity';
import { renderApp } from '../test/renderApp';
import { listing } from './testing';

const CODE = `91440300MA5F12345${usccCheck('91440300MA5F12345')}`;
const WRONG = `${CODE.slice(0, 17)}${CODE[17] === '0' ? '1' : '0'}`;

/** What a backend that read the licence answers. */
const read = (applyNumber: string) => ({
    ossKey: 'uploads/licence.jpg',
    url: '/files/uploads/licence.jpg',
    fileName: 'licence.jpg',
    applyName: '深圳云帆科技有限公司',
    applyNumber,
    address: '广东省深圳市南山区科技园路 1 号',
    postcode: '',
    provinceName: '',
    msg: '',
    width: 800,
    height: 600,
    discerned: true,
});

const openWith = async (answers: ReturnType<typeof read>[]) => {
    const uploadAdapt = vi.fn(async () => answers.shift()!);
    renderApp({
        path: '/home/applicant?create=1',
        loggedIn: true,
        dataProvider: { getList: listing(), uploadAdapt },
    });
    const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
    const upload = () =>
        fireEvent.change(
            within(dialog).getByLabelText('营业执照', { selector: 'input[type=file]' }),
            { target: { files: [new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' })] } },
        );
    return { dialog, upload, uploadAdapt };
};

describe('新增申请人 from a recognised licence', () => {
    it('fills what the user has not typed, marks it 已识别, and undoes one in a click', async () => {
        const { dialog, upload, uploadAdapt } = await openWith([read(CODE)]);
        const name = within(dialog).getByRole('textbox', { name: /企业名称/ });
        await userEvent.type(name, '云帆');
        upload();
        await waitFor(() =>
            expect(uploadAdapt).toHaveBeenCalledWith(
                expect.any(File),
                2,
                true,
                expect.any(Function),
            ),
        );
        const code = within(dialog).getByRole('textbox', { name: /统一社会信用代码/ });
        await waitFor(() => expect(code).toHaveValue(CODE));
        expect(
            await screen.findByText('已从证件识别并填入 3 项，请核对；已填写的企业名称未被覆盖'),
        ).toBeInTheDocument();
        // the typed name is kept, unmarked
        expect(name).toHaveValue('云帆');
        expect(within(dialog).queryByTestId('recognised-applicantName')).toBeNull();
        expect(within(dialog).getByRole('textbox', { name: /营业执照详细地址/ })).toHaveValue(
            '广东省深圳市南山区科技园路 1 号',
        );
        expect(within(dialog).getByTestId('recognised-Province')).toHaveTextContent('已识别');
        expect(within(dialog).getByRole('combobox', { name: /省份/ })).toHaveTextContent('广东省');

        await userEvent.click(
            within(dialog).getByRole('button', { name: '撤销识别结果：统一社会信用代码' }),
        );
        expect(code).toHaveValue('');
        expect(within(dialog).queryByTestId('recognised-cardNumber')).toBeNull();
    });

    it('shows a number whose check character fails as a doubt, not silently accepted', async () => {
        const { dialog, upload } = await openWith([read(WRONG)]);
        upload();
        const mark = await within(dialog).findByTestId('recognised-cardNumber');
        expect(mark).toHaveTextContent('识别存疑');
        expect(mark).toHaveTextContent('统一社会信用代码校验位不符，请对照执照核对');
        expect(within(dialog).getByRole('textbox', { name: /统一社会信用代码/ })).toHaveValue(
            WRONG,
        );
    });

    it('loses its mark when the user edits the field, and a second document does not overwrite it', async () => {
        const { dialog, upload } = await openWith([
            read(CODE),
            { ...read(CODE), applyName: '深圳云帆智造有限公司' },
        ]);
        upload();
        const name = within(dialog).getByRole('textbox', { name: /企业名称/ });
        await waitFor(() => expect(name).toHaveValue('深圳云帆科技有限公司'));
        await userEvent.type(name, '（深圳）');
        expect(within(dialog).queryByTestId('recognised-applicantName')).toBeNull();
        upload();
        expect(await screen.findByText(/已填写的企业名称未被覆盖/)).toBeInTheDocument();
        expect(name).toHaveValue('深圳云帆科技有限公司（深圳）');
    });
});

describe('新增申请人: recognition speaks only when it has something to say', () => {
    /** A backend that read nothing in the image. */
    const nothingRead = {
        ...read(''),
        applyName: '',
        address: '',
        msg: '未能识别证件内容，请手动填写',
        discerned: false,
    };

    const openIndividual = async () => {
        const uploadAdapt = vi.fn(async () => ({ ...nothingRead }));
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), uploadAdapt },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.click(within(dialog).getByLabelText('个人'));
        const upload = (label: string) =>
            fireEvent.change(
                within(dialog).getByLabelText(label, { selector: 'input[type=file]' }),
                {
                    target: { files: [new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' })] },
                },
            );
        return { dialog, upload, uploadAdapt };
    };

    it("does not ask to read an ID card's back or an individual's licence, and says nothing", async () => {
        const { dialog, upload, uploadAdapt } = await openIndividual();
        upload('身份证反面');
        await waitFor(() =>
            expect(uploadAdapt).toHaveBeenCalledWith(
                expect.any(File),
                1,
                false,
                expect.any(Function),
            ),
        );
        upload('个体工商户营业执照');
        await waitFor(() =>
            expect(uploadAdapt).toHaveBeenCalledWith(
                expect.any(File),
                2,
                false,
                expect.any(Function),
            ),
        );
        expect(await within(dialog).findAllByRole('link', { name: '身份证反面' })).toHaveLength(1);
        expect(screen.queryByText('未能识别证件内容，请手动填写')).toBeNull();
    });

    it('says so under the slots when the front yields nothing, and not as a toast', async () => {
        const { dialog, upload, uploadAdapt } = await openIndividual();
        upload('身份证正面');
        await waitFor(() =>
            expect(uploadAdapt).toHaveBeenCalledWith(
                expect.any(File),
                1,
                true,
                expect.any(Function),
            ),
        );
        const files = within(dialog).getByTestId('file-sebeIdCardOss');
        expect(await within(files).findByRole('status')).toHaveTextContent(
            '未能识别证件内容，请手动填写',
        );
        expect(screen.getAllByText('未能识别证件内容，请手动填写')).toHaveLength(1);
        // removing the file takes what was said about it away
        await userEvent.click(within(dialog).getByRole('button', { name: '删除身份证正面' }));
        expect(within(files).queryByRole('status')).toBeNull();
    });
});
