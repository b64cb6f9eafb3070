/**
 * The portal's mark: a seal-like ® in a rounded square (inline SVG, no network); `label` is
 * what a screen reader says (the portal's name).
 */
export const Logo = ({ size = 40, label }: { size?: number; label: string }) => {
    return (
        <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={label}>
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
