/**
 * Icons drawn many times per page (the wishlist heart on every product card) are defined once per document as
 * <symbol>s and referenced with <use href="#…">: in the server HTML, so they show without JavaScript, and each
 * card carries a 60-byte reference instead of the full path. Rendered once by the root layout.
 */
export const ICON_HEART = "icon-heart";

export function IconSprite() {
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      {/* No fill on the path: each <use> sets it (an outlined or a filled heart). */}
      <symbol id={ICON_HEART} viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </symbol>
    </svg>
  );
}
