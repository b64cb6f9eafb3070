import { Box } from '@mui/material';
import { formatSignedMoney } from './format';

/** A money movement: income green with +, expense red with -. */
export const SignedMoney = ({ money, isIncome }: { money: number; isIncome: boolean }) => (
    <Box component="span" sx={{ color: isIncome ? 'success.main' : 'error.main', fontWeight: 500 }}>
        {formatSignedMoney(money, isIncome)}
    </Box>
);
