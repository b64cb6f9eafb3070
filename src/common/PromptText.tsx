import { Typography } from '@mui/material';

/**
 * A confirmation's words as the specification writes them, then, beside them, what the choice
 * means (the money it moves, what cannot be undone).
 */
export const PromptText = ({ words, context }: { words: string; context?: string | null }) => (
    <>
        <Typography component="p">{words}</Typography>
        {context && (
            <Typography component="p" color="text.secondary" sx={{ mt: 1.5 }}>
                {context}
            </Typography>
        )}
    </>
);
