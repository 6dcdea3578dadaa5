/** Shared by the shop grid and its skeleton, so the tiles line up when the products arrive. */
export const shopGridClass = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3";
