import { useMessage } from '../i18n/useMessage';

/** The portal's mark: a seal-like ® in a rounded square (inline SVG, no network). */
export const Logo = ({ size = 40 }: { size?: number }) => {
    const m = useMessage();
    return (
        <svg
            width={size}
            height={size}
            viewBox="0 0 48 48"
            role="img"
            aria-label={m('portal.title')}
        >
            <rect x="2" y="2" width="44" height="44" rx="10" fill="#ffffff" />
            <circle cx="24" cy="24" r="15" fill="none" stroke="#c62828" strokeWidth="3" />
            <text
                x="24"
                y="30.5"
                textAnchor="middle"
                fontSize="17"
                fontWeight="700"
                fill="#c62828"
                fontFamily="Arial, sans-serif"
            >
                R
            </text>
        </svg>
    );
};
