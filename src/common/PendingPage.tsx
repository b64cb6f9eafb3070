import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

/** A declared route whose screen is not built yet: says so plainly instead of a blank page. */
export const PendingPage = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <Card>
            <Title title={title} />
            <CardContent sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
                <ConstructionIcon sx={{ fontSize: 48, mb: 1 }} />
                <Typography variant="h6" color="text.primary" gutterBottom>
                    {translate(title)}
                </Typography>
                <Typography>{translate('portal.page.pending')}</Typography>
            </CardContent>
        </Card>
    );
};
