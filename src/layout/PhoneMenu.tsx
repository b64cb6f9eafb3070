import { Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { lazyNamed, onDemand } from '../common/lazyNamed';
import { useIdlePrefetch } from '../common/useIdlePrefetch';
import { useMessage } from '../i18n/useMessage';

const loadDrawer = () => onDemand(import('./PhoneDrawer'));
const PhoneDrawer = lazyNamed(loadDrawer, 'PhoneDrawer');

/**
 * A phone's menu (below 600 px): a button in the top bar opening a drawer (PhoneDrawer.tsx)
 * with all the rail and the side menu hold on a wider screen. The drawer's code is fetched
 * once the browser is idle after arrival, and stays mounted once opened (it slides out).
 */
export const PhoneMenu = () => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    const [opened, setOpened] = useState(false);
    useIdlePrefetch(loadDrawer);
    return (
        <>
            <IconButton
                edge="start"
                aria-label={m('portal.menu.open')}
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={() => {
                    setOpened(true);
                    setOpen(true);
                }}
            >
                <MenuIcon />
            </IconButton>
            {opened && (
                <Suspense fallback={null}>
                    <PhoneDrawer open={open} close={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
