// The grids' classes live apart from the skeletons that share them, so that a client component using one (the home
// gallery) does not carry a skeleton it never draws.

/** Shared by the shop grid and its skeleton, so the tiles line up when the products arrive. */
export const shopGridClass = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3";

/** Shared by the home gallery and its skeleton, so the tiles line up when the pieces stream in. */
export const galleryGridClass = "grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3";
