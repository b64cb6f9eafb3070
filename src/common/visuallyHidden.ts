/** `sx` of text drawn for no one and read by screen readers. */
export const VISUALLY_HIDDEN = {
    position: 'absolute',
    // in px: a bare 1 is 100% in `sx`
    width: '1px',
    height: '1px',
    m: '-1px',
    p: 0,
    border: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;
