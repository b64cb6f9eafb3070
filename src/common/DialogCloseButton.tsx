import { IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useMessage } from '../i18n/useMessage';

/** The × in a dialog's top right corner, named 关闭 for screen readers. */
export const DialogCloseButton = ({
    onClose,
    offset = 8,
}: {
    onClose: () => void;
    /** distance from the corner, in px */
    offset?: number;
}) => {
    const m = useMessage();
    return (
        <IconButton
            aria-label={m('portal.common.close')}
            onClick={onClose}
            data-testid="dialog-close"
            sx={{ position: 'absolute', right: offset, top: offset }}
        >
            <CloseIcon />
        </IconButton>
    );
};
