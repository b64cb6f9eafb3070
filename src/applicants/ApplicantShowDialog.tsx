import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useGetOne } from 'react-admin';
import { Loading } from '../common/Loading';
import { applicantFieldsFor, isIndividual } from '../../domain/rules/applicant';
import type { Applicant } from '../../domain/types/applicants';
import { DetailItem } from '../common/DetailItem';
import { FileThumbnails } from '../common/FileUpload';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    auditStatusTone,
} from '../i18n/labels';
import { StatusBadge } from '../common/StatusBadge';

/** The view overlay: every field of the applicant and its material, read-only. */
export const ApplicantShowDialog = ({
    id,
    onClose,
    onEdit,
}: {
    id: number;
    onClose: () => void;
    onEdit: () => void;
}) => {
    const { data, isPending, error } = useGetOne<Applicant>('applicants', { id });
    return (
        <Dialog
            open
            onClose={onClose}
            maxWidth="md"
            fullWidth
            aria-labelledby="applicant-show-title"
        >
            <DialogTitle id="applicant-show-title">查看申请人</DialogTitle>
            <DialogContent dividers>
                {isPending ? (
                    <Loading />
                ) : error || !data ? (
                    <Typography color="error">
                        {(error as Error)?.message || '获取信息失败'}
                    </Typography>
                ) : (
                    <ApplicantDetails applicant={data} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
                <Button variant="contained" onClick={onEdit} disabled={!data}>
                    编辑
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export const ApplicantDetails = ({ applicant: a }: { applicant: Applicant }) => {
    const shows = applicantFieldsFor(a.applicantType, a.applicantRegion);
    const individual = isIndividual(a.applicantType);
    const mainland = a.applicantRegion === 1;
    return (
        <Box
            sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 3,
            }}
        >
            <DetailItem label={individual ? '申请人名称' : '企业名称'}>
                {a.applicantName}
            </DetailItem>
            <DetailItem label="审核状态">
                <StatusBadge
                    label={AUDIT_STATUS_LABELS[a.auditStatus]}
                    tone={auditStatusTone(a.auditStatus)}
                />
            </DetailItem>
            <DetailItem label="申请人类型">{APPLICANT_TYPE_LABELS[a.applicantType]}</DetailItem>
            <DetailItem label="所属地区">{APPLICANT_REGION_LABELS[a.applicantRegion]}</DetailItem>
            {shows.EName && (
                <DetailItem label={individual ? '申请人名称英文' : '企业名称英文'}>
                    {a.EName}
                </DetailItem>
            )}
            {shows.cardNumber && (
                <DetailItem
                    label={individual ? (mainland ? '身份证号' : '证件号码') : '统一社会信用代码'}
                >
                    {a.cardNumber}
                </DetailItem>
            )}
            {shows.Country && <DetailItem label="国家/地区">{a.Country}</DetailItem>}
            {shows.Province && <DetailItem label="省份">{a.Province}</DetailItem>}
            {shows.Address && <DetailItem label="详细地址">{a.Address}</DetailItem>}
            {shows.EAddress && <DetailItem label="地址(英文)">{a.EAddress}</DetailItem>}
            <DetailItem label="邮政编码">{a.postcode}</DetailItem>
            <DetailItem label="最近申请商标">{a.trademarkName}</DetailItem>
            <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
                <FileThumbnails
                    files={[
                        ...(shows.sebeIdCardOss
                            ? [
                                  { label: '身份证正面', file: a.sebeIdCardOss[0] ?? null },
                                  { label: '身份证反面', file: a.sebeIdCardOss[1] ?? null },
                              ]
                            : []),
                        ...(shows.sebePassportOss
                            ? [{ label: '护照', file: a.sebePassportOss }]
                            : []),
                        ...(shows.sebeBusinessLicenceOss
                            ? [
                                  {
                                      label: individual
                                          ? '个体工商户营业执照'
                                          : mainland
                                            ? '营业执照'
                                            : '主体资格证明文件',
                                      file: a.sebeBusinessLicenceOss,
                                  },
                              ]
                            : []),
                        { label: '法律文件', file: a.sebeLegalNoticeOss },
                    ]}
                />
            </Box>
        </Box>
    );
};
