import { Box } from '@mui/material';
import type { CapitalDetail } from '../../dataProvider/records';
import { formatSignedMoney } from '../common/format';

/** A transaction's amount: income green with +, expense red with -. */
export const SignedMoney = ({ record }: { record: CapitalDetail }) => {
    const isIncome = record.inandexType === 1;
    return (
        <Box
            component="span"
            sx={{ color: isIncome ? 'success.main' : 'error.main', fontWeight: 500 }}
        >
            {formatSignedMoney(record.money, isIncome)}
        </Box>
    );
};
