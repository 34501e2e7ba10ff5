// Cards are at least 300 px wide in a grid at most 1200 px wide, 508 px tall; portraits are 3:4.
export const CARD_WIDTH = 381;
export const CARD_HEIGHT = 508;
/** How wide a card's picture is drawn, for its `sizes` and for preloading it (`explore-data.ts`). */
export const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 720px) 50vw, 100vw';
